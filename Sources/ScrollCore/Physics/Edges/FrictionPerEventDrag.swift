/// Flutter's BouncingScrollPhysics (`applyPhysicsToUserOffset`): each pointer event's move is
/// scaled from where the content is, by `c · (1 − b/d)²` (`frictionFactor`, b the overscroll
/// before the move, or after it for a move back toward the edge), and an event that starts
/// inside the bounds moves 1:1 however far past the edge it goes. Where the content is depends
/// on the events' sizes; small events tend to the rubber band with the same coefficient, which
/// is what `offset(forRaw:bounds:dimension:)` and `raw(forOffset:bounds:dimension:)` answer (a press mid-bounce).
public struct FrictionPerEventDrag: OverscrollDrag {
    /// c: the friction at the edge (Flutter's 0.52).
    public var coefficient: Double

    /// Friction per event of coefficient `coefficient`.
    public init(coefficient: Double) { self.coefficient = coefficient }

    /// The rubber band the small events tend to.
    private var band: RubberBandDrag { RubberBandDrag(coefficient: coefficient) }

    public func overscroll(forRaw x: Double, dimension d: Double) -> Double { band.overscroll(forRaw: x, dimension: d) }

    public func rawOverscroll(for b: Double, dimension d: Double) -> Double { band.rawOverscroll(for: b, dimension: d) }

    /// Moves the content from where it is, by the friction there.
    public func offset(forRaw raw: Double, fromRaw previousRaw: Double, offset previous: Double, bounds: ScrollBounds,
                       dimension d: Double) -> Double {
        let delta = raw - previousRaw
        guard delta != 0, !bounds.contains(previous), d > 0 else { return previous + delta }
        let past = previous < bounds.min ? bounds.min - previous : previous - bounds.max
        // Easing: the move goes back toward the edge; the friction is then taken after it.
        let easing = (previous < bounds.min) == (delta > 0)
        let fraction = (easing ? past - abs(delta) : past) / d
        let gamma = coefficient * (1 - fraction) * (1 - fraction)
        // `_applyFriction`: a move longer than the overscroll takes at this friction covers the
        // overscroll, the rest 1:1 (whichever way it goes, as Flutter's).
        let moved: Double
        if abs(delta) >= past / gamma {
            moved = past + abs(delta) - past / gamma
        } else {
            moved = abs(delta) * gamma
        }
        return previous + (delta > 0 ? moved : -moved)
    }
}

extension OverscrollDrag where Self == FrictionPerEventDrag {
    /// Flutter's friction per pointer event, of coefficient `coefficient`.
    public static func frictionPerEvent(coefficient: Double) -> FrictionPerEventDrag {
        FrictionPerEventDrag(coefficient: coefficient)
    }
}
