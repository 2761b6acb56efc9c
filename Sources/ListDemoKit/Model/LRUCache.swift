/// A bounded map that forgets its least recently used entries when full: at most `capacity`
/// entries and, counting each entry at the cost it was inserted with, at most `costLimit` in all
/// (the newest entry is always kept, so a single entry costing more than the limit stays alone).
///
/// Entries live in parallel arrays linked into a recency list by index, so lookups, inserts and
/// evictions are O(1) each and allocate nothing once the capacity has been reached.
struct LRUCache<Key: Hashable, Value> {
    /// The most entries held at once.
    let capacity: Int
    /// The most total cost held at once (beyond it only while the newest entry alone exceeds it).
    let costLimit: Int
    /// The total cost of the entries held.
    private(set) var totalCost = 0
    private var slots: [Key: Int] = [:]
    private var keys: [Key?] = []
    private var values: [Value?] = []
    private var costs: [Int] = []
    private var newer: [Int] = []
    private var older: [Int] = []
    private var newest = -1
    private var oldest = -1
    /// Slots freed by evictions for cost, reused before the arrays grow.
    private var free: [Int] = []

    /// Creates an empty cache holding at most `capacity` (≥ 1) entries costing at most `costLimit` in all.
    init(capacity: Int, costLimit: Int = .max) {
        precondition(capacity >= 1, "an LRU cache needs room for at least one entry")
        self.capacity = capacity
        self.costLimit = costLimit
        slots.reserveCapacity(capacity)
    }

    /// The number of entries held.
    var count: Int { slots.count }

    /// The value for `key`, marking it most recently used.
    mutating func value(for key: Key) -> Value? {
        guard let slot = slots[key] else { return nil }
        moveToFront(slot)
        return values[slot]
    }

    /// Stores `value` at `cost` (≥ 0) as the most recently used entry (replacing any value for
    /// `key`) and returns the entries pushed out to make room, oldest first, so the caller can
    /// release what they own. A replaced value is returned too.
    mutating func insert(_ value: Value, for key: Key, cost: Int = 1) -> [(key: Key, value: Value)] {
        precondition(cost >= 0, "an entry cannot cost less than nothing")
        var evicted: [(key: Key, value: Value)] = []
        if let slot = slots[key] {
            evicted.append((key, values[slot]!))
            remove(slot)
        }
        while slots.count == capacity || (slots.count > 0 && totalCost > costLimit - cost) {
            evicted.append((keys[oldest]!, values[oldest]!))
            remove(oldest)
        }
        let slot: Int
        if let reused = free.popLast() {
            slot = reused
        } else {
            slot = keys.count
            keys.append(nil)
            values.append(nil)
            costs.append(0)
            newer.append(-1)
            older.append(-1)
        }
        keys[slot] = key
        values[slot] = value
        costs[slot] = cost
        totalCost += cost
        slots[key] = slot
        linkAtFront(slot)
        return evicted
    }

    /// Empties the cache and returns every value it held, so the caller can release them.
    mutating func removeAll() -> [Value] {
        let all = values.compactMap { $0 }
        slots.removeAll(keepingCapacity: true)
        keys.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        costs.removeAll(keepingCapacity: true)
        newer.removeAll(keepingCapacity: true)
        older.removeAll(keepingCapacity: true)
        free.removeAll(keepingCapacity: true)
        newest = -1
        oldest = -1
        totalCost = 0
        return all
    }

    /// Forgets the entry in `slot` and keeps the slot for the next insert.
    private mutating func remove(_ slot: Int) {
        slots[keys[slot]!] = nil
        unlink(slot)
        keys[slot] = nil
        values[slot] = nil
        totalCost -= costs[slot]
        costs[slot] = 0
        free.append(slot)
    }

    private mutating func moveToFront(_ slot: Int) {
        guard slot != newest else { return }
        unlink(slot)
        linkAtFront(slot)
    }

    private mutating func unlink(_ slot: Int) {
        if newer[slot] >= 0 { older[newer[slot]] = older[slot] } else { newest = older[slot] }
        if older[slot] >= 0 { newer[older[slot]] = newer[slot] } else { oldest = newer[slot] }
        newer[slot] = -1
        older[slot] = -1
    }

    private mutating func linkAtFront(_ slot: Int) {
        older[slot] = newest
        newer[slot] = -1
        if newest >= 0 { newer[newest] = slot }
        newest = slot
        if oldest < 0 { oldest = slot }
    }
}
