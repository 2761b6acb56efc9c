import Testing
@testable import ScrollCore

/// `count` rows of heights 1, 2, 3, ... with no sections, which the tree itself does not need.
private func rows(_ count: Int, from first: Int = 1) -> [SumTreeElement] {
    (0..<count).map { SumTreeElement(.row, height: Double(first + $0)) }
}

private func contents(of tree: SumTree) -> [SumTreeElement] {
    var elements: [SumTreeElement] = []
    tree.forEachElement(from: SumTreeIndexTarget(index: 0)) { _, element in
        elements.append(element)
        return true
    }
    return elements
}

@Suite struct SumTreeTests {
    @Test(arguments: [
        (0, 4, 4, []), (3, 4, 4, [3]), (4, 4, 4, [4]), (5, 4, 4, [3, 2]), (8, 4, 4, [4, 4]), (9, 4, 4, [3, 3, 3]),
        (256, 128, 128, [128, 128]), (257, 128, 128, [86, 86, 85]),
        (100, 128, 112, [100]), (128, 128, 112, [128]), (129, 128, 112, [65, 64]), (225, 128, 112, [75, 75, 75]),
        (1000, 128, 112, [112, 111, 111, 111, 111, 111, 111, 111, 111]),
    ] as [(Int, Int, Int, [Int])])
    func chunksAreNearTheTargetAndNeitherOverCapacityNorUnderHalf(count: Int, capacity: Int, target: Int, sizes: [Int]) {
        #expect(Array(SumTreeChunkSizes(count: count, capacity: capacity, target: target)) == sizes)
    }

    @Test(arguments: [0, 1, 4, 5, 17, 64, 65, 1000, 4097])
    func bulkBuildIsBalancedAndKeepsOrder(count: Int) {
        let tree = SumTree(elements: rows(count), leafCapacity: 4, innerCapacity: 4)
        #expect(tree.invariantViolations == [])
        #expect(tree.total.elements == count)
        #expect(tree.total.height == Double(count * (count + 1) / 2))
        #expect(contents(of: tree) == rows(count))
    }

    @Test(arguments: [0, 1, 250, 499, 500])
    func seekByIndexAndByOffsetFindTheSameElement(index: Int) {
        let tree = SumTree(elements: rows(500), leafCapacity: 4, innerCapacity: 5)
        guard index < 500 else {
            #expect(tree.seek(SumTreeIndexTarget(index: index)) == nil)
            #expect(tree.seek(SumTreeOffsetTarget(y: tree.total.height)) == nil)
            return
        }
        let byIndex = tree.seek(SumTreeIndexTarget(index: index))
        // Element i (height i + 1) starts at 1 + 2 + ... + i.
        let top = Double(index * (index + 1) / 2)
        #expect(byIndex?.prefix.height == top)
        #expect(byIndex?.element.height == Double(index + 1))
        #expect(tree.seek(SumTreeOffsetTarget(y: top))?.prefix.elements == index)
        #expect(tree.seek(SumTreeOffsetTarget(y: top + Double(index) + 0.5))?.prefix.elements == index)
    }

    @Test(arguments: [0, 7, 100, 300])
    func runInsertedMidwaySplitsIntoBalancedNodes(at index: Int) {
        let tree = SumTree(elements: rows(300), leafCapacity: 4, innerCapacity: 4)
        tree.insert(rows(1000, from: 1000), at: index)
        #expect(tree.invariantViolations == [])
        var expected = rows(300)
        expected.insert(contentsOf: rows(1000, from: 1000), at: index)
        #expect(contents(of: tree) == expected)
    }

    @Test(arguments: [0..<1300, 0..<1, 1299..<1300, 5..<1000, 640..<650, 3..<3])
    func removedRangeLeavesABalancedTree(range: Range<Int>) {
        let tree = SumTree(elements: rows(1300), leafCapacity: 4, innerCapacity: 4)
        tree.remove(range)
        #expect(tree.invariantViolations == [])
        var expected = rows(1300)
        expected.removeSubrange(range)
        #expect(contents(of: tree) == expected)
    }

    @Test func forEachElementStartsAtTheGivenIndexWithItsPosition() {
        let tree = SumTree(elements: rows(100), leafCapacity: 4, innerCapacity: 4)
        var visited: [(Int, Double)] = []
        tree.forEachElement(from: SumTreeIndexTarget(index: 10)) { prefix, _ in
            visited.append((prefix.elements, prefix.height))
            return visited.count < 3
        }
        #expect(visited.map(\.0) == [10, 11, 12])
        #expect(visited.map(\.1) == [55, 66, 78])
    }

    /// The frame's walk finds its first element in the same descent as `seek` and must place it, and
    /// every element after it, exactly where `seek` does: heights with long binary fractions make any
    /// other order of summing differ in the last bits.
    @Test func aWalkFromAnOffsetPlacesEveryElementAsSeekDoes() {
        let elements = (0..<2_000).map { SumTreeElement(.row, height: 0.1 + Double($0 % 13) / 3) }
        let tree = SumTree(elements: elements, leafCapacity: 4, innerCapacity: 4)
        var generator = SplitMix64(seed: 23)
        for _ in 0..<200 {
            let y = Double.random(in: 0..<tree.total.height, using: &generator)
            var walked: [SumTreeSummary] = []
            tree.forEachElement(from: SumTreeOffsetTarget(y: y)) { prefix, _ in
                walked.append(prefix)
                return walked.count < 40
            }
            let first = tree.seek(SumTreeOffsetTarget(y: y))
            #expect(walked.first == first?.prefix)
            for prefix in walked {
                #expect(tree.seek(SumTreeIndexTarget(index: prefix.elements))?.prefix == prefix)
            }
        }
        // Past the end there is nothing to walk.
        var visitedPastEnd = false
        tree.forEachElement(from: SumTreeOffsetTarget(y: tree.total.height)) { _, _ in
            visitedPastEnd = true
            return true
        }
        #expect(!visitedPastEnd)
    }

    @Test func summariesCountSectionsAndRowsWithinTheCurrentSection() {
        let elements = [
            SumTreeElement(.header, height: 1), SumTreeElement(.row, height: 2), SumTreeElement(.row, height: 3),
            SumTreeElement(.footer, height: 4), SumTreeElement(.header, height: 0), SumTreeElement(.row, height: 5),
        ]
        let tree = SumTree(elements: elements, leafCapacity: 4, innerCapacity: 4)
        #expect(tree.total == SumTreeSummary(height: 15, elements: 6, rows: 3, sections: 2, trailingRows: 1))
        let hit = tree.seek(SumTreeRowTarget(indexPath: ListIndexPath(row: 1, section: 0)))
        #expect(hit?.prefix == SumTreeSummary(height: 3, elements: 2, rows: 1, sections: 1, trailingRows: 1))
        #expect(tree.seek(SumTreeRowTarget(indexPath: ListIndexPath(row: 2, section: 0)))?.element.tag.kind == .header)
        #expect(tree.seek(SumTreeRowTarget(indexPath: ListIndexPath(row: 1, section: 1))) == nil)
    }

    @Test func elementTagsKeepKindAndEstimateApart() {
        for kind in [SumTreeElementKind.row, .header, .footer] {
            for estimated in [false, true] {
                let tag = SumTreeElementTag(kind, estimated: estimated)
                #expect(tag.kind == kind)
                #expect(tag.isEstimated == estimated)
            }
        }
        #expect(MemoryLayout<SumTreeElementTag>.stride == 1)
    }

    @Test func memoryFootprintOfABulkBuildStaysNearTenBytesPerElement() {
        let count = 100_000
        let tree = SumTree(elements: rows(count), leafCapacity: 128, innerCapacity: 64)
        #expect(tree.memoryFootprint > 9 * count)
        #expect(tree.memoryFootprint < 11 * count)
    }
}
