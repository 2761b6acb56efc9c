import Testing
@testable import ListDemoKit

extension PlatformTests {
    @Suite struct PlatformLRUCacheTests {
        @Test func evictsTheLeastRecentlyUsedEntry() {
            var cache = LRUCache<String, Int>(capacity: 2)
            #expect(cache.insert(1, for: "a") == nil)
            #expect(cache.insert(2, for: "b") == nil)
            #expect(cache.value(for: "a") == 1)  // "b" is now the oldest
            let evicted = cache.insert(3, for: "c")
            #expect(evicted?.key == "b" && evicted?.value == 2)
            #expect(cache.value(for: "b") == nil)
            #expect(cache.value(for: "a") == 1 && cache.value(for: "c") == 3)
            #expect(cache.count == 2)
        }

        @Test func replacingAValueHandsBackTheOldOne() {
            var cache = LRUCache<String, Int>(capacity: 2)
            _ = cache.insert(1, for: "a")
            let replaced = cache.insert(9, for: "a")
            #expect(replaced?.key == "a" && replaced?.value == 1)
            #expect(cache.value(for: "a") == 9 && cache.count == 1)
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
