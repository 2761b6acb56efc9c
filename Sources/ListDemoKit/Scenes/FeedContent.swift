/// The feed's posts and comments, generated from `--seed`: the same seed gives the same feed, and
/// any section can be produced without the ones before it, so 10,000,000 rows cost nothing up front.
struct FeedContent {
    let seed: UInt64
    let sections: Int

    /// Comments under a post: 0 to 4, so a section has 2.5 rows on average.
    func commentCount(inSection section: Int) -> Int {
        Int(SplitMix64.hash(seed, section) % 5)
    }

    func author(ofSection section: Int) -> String {
        let h = SplitMix64.hash(seed &+ 1, section)
        return "\(Self.names[Int(h % UInt64(Self.names.count))]) · \(Int(h >> 32) % 59 + 1) min"
    }

    func post(inSection section: Int) -> String {
        sentence(SplitMix64.hash(seed &+ 2, section), words: 8...40)
    }

    func comment(_ row: Int, inSection section: Int) -> (author: String, text: String) {
        let h = SplitMix64.hash(seed &+ 3, section &* 8 &+ row)
        return (Self.names[Int(h % UInt64(Self.names.count))], sentence(h >> 8, words: 3...9))
    }

    private func sentence(_ hash: UInt64, words range: ClosedRange<Int>) -> String {
        var random = SplitMix64(seed: hash)
        let count = range.lowerBound + Int(random.next() % UInt64(range.count))
        var words: [Substring] = []
        words.reserveCapacity(count)
        for _ in 0..<count { words.append(Self.words[Int(random.next() % UInt64(Self.words.count))]) }
        let text = words.joined(separator: " ")
        return text.prefix(1).uppercased() + text.dropFirst() + "."
    }

    private static let names = ["Ada", "Grace", "Linus", "Margaret", "Dennis", "Barbara", "Ken", "Frances",
                                "Alan", "Radia", "Guido", "Hedy", "Niklaus", "Sophie", "Edsger", "Anita"]
    private static let words: [Substring] = """
        scroll list table cell row section header snap bounce velocity frame pixel swift linux window \
        touch wheel drag fling spring curve smooth quick gentle bright quiet morning river mountain city \
        coffee music garden journey ocean paper story light shadow window autumn winter summer spring \
        build test ship measure read write think share notice wonder enjoy today again really almost
        """.split(separator: " ")
}
