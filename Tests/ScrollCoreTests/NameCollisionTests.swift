import Foundation
import ScrollCore
import Testing

/// ScrollCore's names hide none of the standard library's or Foundation's: in a file that imports
/// all three, `Span` is Swift's and `IndexPath` is Foundation's (this file does not compile when a
/// public type of ScrollCore takes either name again, as `Span` and `IndexPath` once did).
struct NameCollisionTests {
    private func sum(_ values: Span<Int>) -> Int {
        var total = 0
        for index in values.indices { total += values[index] }
        return total
    }

    @Test func theStandardLibrarysSpanAndFoundationsIndexPathAreTheirs() {
        let values = [3, 4, 5]
        #expect(sum(values.span) == 12)
        #expect(IndexPath(indexes: [2, 7]).count == 2)
        #expect(ListIndexPath(row: 7, section: 2) == ListIndexPath(row: 7, section: 2))
        #expect(ListSpan(y: 10, height: 5).maxY == 15)
    }
}
