import ScrollCore

/// How one list feels: how it moves and when its snapping lists snap.
public struct Feel: Equatable, Sendable {
    /// How the lists move.
    public var physics: ScrollPhysics
    /// When a scene's snapping list snaps (`--snap`'s value), nil for never.
    public var snap: SnapTiming?

    /// A list moving with `physics` that snaps as `snap` says.
    public init(physics: ScrollPhysics, snap: SnapTiming?) {
        self.physics = physics
        self.snap = snap
    }

    /// What a half's label calls it: "uikit · snap projected", or the physics alone for a list that never snaps.
    var name: String { Self.name(physics: physics.name, snap: snap) }

    /// The name of the feel of the physics called `physics` snapping as `snap` says; `snapFirst` names the snap timing
    /// before the physics (for halves that differ in it alone, so a bar too narrow for both keeps what differs).
    static func name(physics: String, snap: SnapTiming?, snapFirst: Bool = false) -> String {
        guard let snap else { return physics }
        return snapFirst ? "snap \(snap.rawValue) · \(physics)" : "\(physics) · snap \(snap.rawValue)"
    }
}

/// The two feels `--compare` shows side by side: the left half's and the right half's.
public struct FeelComparison: Equatable, Sendable {
    public var left: Feel
    public var right: Feel

    /// The left half feeling `left`, the right `right`.
    public init(left: Feel, right: Feel) {
        self.left = left
        self.right = right
    }
}
