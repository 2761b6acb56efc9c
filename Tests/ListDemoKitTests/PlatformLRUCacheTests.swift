import Testing
@testable import ListDemoKit

extension PlatformTests {
    @Suite struct PlatformLRUCacheTests {
        @Test func evictsTheLeastRecentlyUsedEntry() {
            var cache = LRUCache<String, Int>(capacity: 2)
            #expect(cache.insert(1, for: "a").isEmpty)
            #expect(cache.insert(2, for: "b").isEmpty)
            #expect(cache.value(for: "a") == 1)  // "b" is now the oldest
            let evicted = cache.insert(3, for: "c")
            #expect(evicted.map(\.key) == ["b"] && evicted.map(\.value) == [2])
            #expect(cache.value(for: "b") == nil)
            #expect(cache.value(for: "a") == 1 && cache.value(for: "c") == 3)
            #expect(cache.count == 2)
        }

        @Test func replacingAValueHandsBackTheOldOne() {
            var cache = LRUCache<String, Int>(capacity: 2)
            _ = cache.insert(1, for: "a")
            let replaced = cache.insert(9, for: "a")
            #expect(replaced.map(\.key) == ["a"] && replaced.map(\.value) == [1])
            #expect(cache.value(for: "a") == 9 && cache.count == 1)
        }

        @Test func costEvictsTheOldestEntriesUntilTheNewOneFits() {
            var cache = LRUCache<String, Int>(capacity: 10, costLimit: 100)
            _ = cache.insert(1, for: "a", cost: 40)
            _ = cache.insert(2, for: "b", cost: 30)
            _ = cache.insert(3, for: "c", cost: 30)
            #expect(cache.totalCost == 100 && cache.count == 3)
            _ = cache.value(for: "a")  // "b" is now the oldest, then "c"
            let evicted = cache.insert(4, for: "d", cost: 50)
            #expect(evicted.map(\.key) == ["b", "c"])
            #expect(cache.totalCost == 90 && cache.count == 2)
            #expect(cache.value(for: "a") == 1 && cache.value(for: "d") == 4)
        }

        @Test func anEntryCostingMoreThanTheLimitIsKeptAloneUntilTheNext() {
            var cache = LRUCache<String, Int>(capacity: 10, costLimit: 100)
            _ = cache.insert(1, for: "a", cost: 10)
            #expect(cache.insert(2, for: "huge", cost: 500).map(\.key) == ["a"])
            #expect(cache.count == 1 && cache.totalCost == 500)
            #expect(cache.insert(3, for: "b", cost: 10).map(\.key) == ["huge"])
            #expect(cache.count == 1 && cache.totalCost == 10)
        }

        @Test func replacingAnEntryReplacesItsCost() {
            var cache = LRUCache<String, Int>(capacity: 10, costLimit: 100)
            _ = cache.insert(1, for: "a", cost: 60)
            _ = cache.insert(2, for: "b", cost: 30)
            #expect(cache.insert(9, for: "a", cost: 70).map(\.key) == ["a"], "only the old value, not b")
            #expect(cache.totalCost == 100 && cache.value(for: "b") == 2)
        }

        @Test func removeAllHandsBackEveryValueAndStartsAfresh() {
            var cache = LRUCache<Int, Int>(capacity: 3)
            for n in 0..<5 { _ = cache.insert(n * 10, for: n) }
            #expect(cache.removeAll().sorted() == [20, 30, 40])
            #expect(cache.count == 0 && cache.value(for: 4) == nil)
            for n in 0..<4 { _ = cache.insert(n, for: n) }
            #expect(cache.value(for: 0) == nil && cache.value(for: 3) == 3)
        }
    }
}
