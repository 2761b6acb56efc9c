import ScrollCore

/// A record the report does not know, as one line: a name no listdemo writes, or a curve or preset it does not
/// have. The report refuses the trace with it (`TraceFile`), rather than skip the record or plot a curve the app
/// never ran.
enum TraceSchemaError: Error, CustomStringConvertible {
    /// An event record's name is not a `TraceEventName`.
    case unknownRecord(String)
    /// A record names a curve that is not among `known`.
    case unknownCurve(TraceEventName, curve: String, physics: String?, known: [String])
    /// A record names a preset listdemo does not have.
    case unknownPreset(TraceEventName, physics: String)

    var description: String {
        switch self {
        case .unknownRecord(let name):
            return "unknown record \(name.quotedForMessage): listdemo writes no record of that name"
        case .unknownCurve(let record, let curve, let physics, let known):
            let runner = physics.map { "the preset \($0)" } ?? "listdemo"
            let runs = known.isEmpty ? "none" : known.map(\.quotedForMessage).joined(separator: ", ")
            return "this \"\(record.rawValue)\" record names the curve \(curve.quotedForMessage), which \(runner) does "
                + "not run (it runs \(runs))"
        case .unknownPreset(let record, let physics):
            return "this \"\(record.rawValue)\" record names the preset \(physics.quotedForMessage), which listdemo does "
                + "not have (\(ScrollPhysics.presetNames))"
        }
    }
}

extension TraceEventName {
    /// The record called `name`; a name listdemo does not write is an error naming it.
    static func known(_ name: String) throws(TraceSchemaError) -> TraceEventName {
        guard let event = TraceEventName(rawValue: name) else { throw .unknownRecord(name) }
        return event
    }
}

extension TraceLine {
    /// The curve the line's record names, checked against the ones listdemo runs: an animation's or retarget's
    /// from the registry that rebuilds it (`AnimationCurve`), returned; a fling's, coast's or bounce's among its
    /// preset's fling and bounce, a stretch's its preset's stretch. A record without a curve (or, for a motion or
    /// stretch, without a preset) names nothing: the report leaves it out and counts it (a retarget of an earlier
    /// version, which named none).
    func knownCurve() throws(TraceSchemaError) -> AnimationCurve? {
        guard let event, let curve else { return nil }
        switch event {
        case .animation, .retarget:
            guard let known = AnimationCurve.named(curve) else {
                throw .unknownCurve(event, curve: curve, physics: nil, known: AnimationCurve.all.map(\.name))
            }
            return known
        case .motion, .stretch:
            guard let physics else { return nil }
            guard let preset = ScrollPhysics.named(physics) else { throw .unknownPreset(event, physics: physics) }
            let known = event == .motion
                ? [preset.fling.curveName] + [preset.edge.bounce?.curveName].compactMap { $0 }
                : [preset.edge.stretch?.curveName].compactMap { $0 }
            guard known.contains(curve) else {
                throw .unknownCurve(event, curve: curve, physics: physics, known: known)
            }
            return nil
        case .display, .appearance, .feel, .resize, .focus, .access, .edge, .deceleration, .bounce, .release, .thumbGrab,
             .thumbRelease, .stop, .willDisplay, .didEndDisplaying, .push, .pop, .save, .error, .notice, .menu,
             .quitConfirmation, .dropped, .recording, .clip:
            // These records name no curve the app runs (frames name the running motion's, read as it is).
            return nil
        }
    }
}
