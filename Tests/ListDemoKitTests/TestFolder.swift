import Foundation
@testable import ListDemoKit

/// A fresh folder under the system's temporary folder, removed when the value goes.
final class TestFolder {
    let url: URL
    init() throws { url = try PlatformTestSupport.temporaryDirectory() }
    deinit { try? FileManager.default.removeItem(at: url) }
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
}

/// The one-line failure the command line `arguments` get, or nil when they are accepted.
func commandLineFailure(_ arguments: [String]) -> String? {
    if case .failure(let line) = ListDemoOptions.interpret(arguments) { return line }
    return nil
}
