/// A fixed-capacity map that forgets its least recently used entry when full.
///
/// Entries live in parallel arrays linked into a recency list by index, so lookups, inserts and
/// evictions are O(1) and allocate nothing once the capacity has been reached.
struct LRUCache<Key: Hashable, Value> {
    /// The most entries held at once.
    let capacity: Int
    private var slots: [Key: Int] = [:]
    private var keys: [Key?] = []
    private var values: [Value?] = []
    private var newer: [Int] = []
    private var older: [Int] = []
    private var newest = -1
    private var oldest = -1

    /// Creates an empty cache holding at most `capacity` (≥ 1) entries.
    init(capacity: Int) {
        precondition(capacity >= 1, "an LRU cache needs room for at least one entry")
        self.capacity = capacity
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

    /// Stores `value` as the most recently used entry (replacing any value for `key`) and
    /// returns the entry pushed out to make room, so the caller can release what it owns.
    mutating func insert(_ value: Value, for key: Key) -> (key: Key, value: Value)? {
        if let slot = slots[key] {
            let replaced = values[slot]!
            values[slot] = value
            moveToFront(slot)
            return (key, replaced)
        }
        var evicted: (key: Key, value: Value)?
        let slot: Int
        if slots.count == capacity {
            slot = oldest
            evicted = (keys[slot]!, values[slot]!)
            slots[keys[slot]!] = nil
            unlink(slot)
        } else {
            slot = keys.count
            keys.append(nil)
            values.append(nil)
            newer.append(-1)
            older.append(-1)
        }
        keys[slot] = key
        values[slot] = value
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
        newer.removeAll(keepingCapacity: true)
        older.removeAll(keepingCapacity: true)
        newest = -1
        oldest = -1
        return all
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
