/// Bring a section's start to the top when the list rests within the physics'
/// `Timings.sectionSnapThreshold` of it.
public struct SectionStartSnap: SnapPolicy {
    /// Sections' starts at the top.
    public init() {}

    /// The section holding the top edge or the next one, whichever starts nearer, if within the threshold.
    public func restingTarget(top: Double, insetTop: Double, layout: ListLayout,
                              timings: ScrollPhysics.Timings) -> ScrollTarget? {
        guard let here = layout.element(atY: top) else { return nil }
        let section = switch here.element {
        case .header(let s), .footer(let s): s
        case .row(let indexPath): indexPath.section
        }
        var best: (section: Int, start: Double)?
        for candidate in [section, section + 1] where candidate < layout.numberOfSections {
            let start = layout.sectionSpan(inSection: candidate).y
            let distance = abs(start - top)
            if distance <= timings.sectionSnapThreshold, distance < abs((best?.start ?? .infinity) - top) {
                best = (candidate, start)
            }
        }
        return best.map { .sectionStart($0.section) }
    }

    /// Section snaps are shorter moves.
    public func animationDuration(timings: ScrollPhysics.Timings) -> Double { timings.sectionSnap }
}

extension SnapPolicy where Self == SectionStartSnap {
    /// Sections' starts at the top.
    public static var sectionStart: SectionStartSnap { SectionStartSnap() }
}
