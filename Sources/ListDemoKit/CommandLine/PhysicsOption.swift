import ScrollCore

/// Reading `--physics NAME` and `--compare A,B`: names of `ScrollPhysics.presets`, each failing with one line that
/// names the flag, the value and every valid name.
enum PhysicsOption {
    /// The valid names in cycle order, for help text and error messages: "uikit, android, …".
    static var choiceList: String { ScrollPhysics.presetNames }

    /// The preset called `text`, as `--physics` (or `flag`) spells it.
    static func preset(_ text: String, flag: String) throws(CommandLineError) -> ScrollPhysics {
        guard let physics = ScrollPhysics.named(text) else {
            throw CommandLineError("unknown \(flag) preset \(text.quotedForMessage) (choose \(choiceList))")
        }
        return physics
    }

    /// The two presets of `--compare A,B`: exactly two names separated by one comma (the same name twice is allowed:
    /// it shows the two lists agree).
    static func comparison(_ text: String, flag: String) throws(CommandLineError) -> PhysicsComparison {
        let names = text.split(separator: ",", omittingEmptySubsequences: false)
        guard names.count == 2, !names[0].isEmpty, !names[1].isEmpty else {
            throw CommandLineError("\(flag) needs two physics names separated by a comma, e.g. uikit,android "
                                   + "(got \(text.quotedForMessage); choose from \(choiceList))")
        }
        return PhysicsComparison(left: try preset(String(names[0]), flag: flag),
                                 right: try preset(String(names[1]), flag: flag))
    }
}

/// The two presets `--compare` shows side by side: the left half's and the right half's.
public struct PhysicsComparison: Equatable, Sendable {
    public var left: ScrollPhysics
    public var right: ScrollPhysics

    public init(left: ScrollPhysics, right: ScrollPhysics) {
        self.left = left
        self.right = right
    }
}
