import ScrollCore

/// The trace's records, spelled here and nowhere else (the app's own events in `TraceRecorder`), each named by its
/// `TraceEventName` and keyed by `TraceKey`s, so every writer writes their keys the same way and in the same order
/// (the report reads them back through `TraceLine`).
extension TraceRecord {
    /// One frame: `{"frame":12,"t":0.2,"dt_ms":16.667,"work_ms":0.41,"offset":123.5,"velocity":-1200.0,"phase":"…",
    /// "present_t":0.208,"deviation":9.6}`.
    ///
    /// `t` (the time the frame was computed for, its target presentation time), `dt` and `work` are in seconds;
    /// the two durations are written in milliseconds rounded to the microsecond, finer than any frame clock or
    /// timer here resolves, which keeps lines short. `presentT` is when the frame was presented and `deviation`
    /// the points between its offset and the gesture's ideal curve at that time.
    public static func frame(
        _ frame: Int, t: Double, dt: Double, work: Double, offset: Double, velocity: Double, phase: String,
        presentT: Double, deviation: Double
    ) -> TraceRecord {
        [
            .frame: .int(frame), .t: .double(t), .dtMilliseconds: .double(milliseconds(dt)),
            .workMilliseconds: .double(milliseconds(work)), .offset: .double(offset), .velocity: .double(velocity),
            .phase: .string(phase), .presentTime: .double(presentT), .deviation: .double(deviation),
        ]
    }

    /// A moving frame's motion (`physics`, `curve`), a drawn stretch (`pull`, `stretch_scale`), how long the oldest input it shows waited
    /// (`input_latency_ms`, from `inputLatency` seconds) and the `--compare` half it shows (`pane`), each when there is
    /// one, after the frame's keys.
    public static func frame(
        _ frame: Int, t: Double, dt: Double, work: Double, offset: Double, velocity: Double, phase: String,
        presentT: Double, deviation: Double, motion: (physics: String, curve: String)?,
        stretch: (pull: Double, scale: Double)?, inputLatency: Double?, pane: String?
    ) -> TraceRecord {
        var record = TraceRecord.frame(frame, t: t, dt: dt, work: work, offset: offset, velocity: velocity, phase: phase,
                                       presentT: presentT, deviation: deviation)
        if let motion {
            record.append(.physics, .string(motion.physics))
            record.append(.curve, .string(motion.curve))
        }
        if let stretch {
            record.append(.pull, .double(stretch.pull))
            record.append(.stretchScale, .double(stretch.scale))
        }
        if let inputLatency { record.append(.inputLatencyMilliseconds, .double(inputLatency * 1000)) }
        if let pane { record.append(.pane, .string(pane)) }
        return record
    }

    /// The trace's header: how the frames that follow reach the screen (video driver, renderer, scale and what chose
    /// it, how they are paced, and the display's refresh rate and how it was learnt: the report's budget), so two
    /// traces compare like with like.
    static func display(t: Double, _ setup: DisplaySetup) -> TraceRecord {
        TraceRecord(.display, [.t: .double(t), .driver: .string(setup.videoDriver), .renderer: .string(setup.renderer),
                               .scale: .double(setup.scale.factor), .scaleSource: .string(setup.scale.source),
                               .pacing: .string(setup.pacing.rawValue), .refreshHertz: .double(setup.refresh.hertz),
                               .refreshSource: .string(setup.refresh.source)])
    }

    /// Assistive technology's action: `{"event":"access","t":1.5,"action":"edit","section":0,"row":1,"start":0,
    /// "end":-1,"text":"Grace"}` — the action's word, then its target (a bar button's place, a row's section and row,
    /// a menu item's place, the dialog's answer) and what it carries, in the order the script verb `access` takes them.
    static func access(t: Double, _ action: AccessAction) -> TraceRecord {
        var record = TraceRecord(.access, [.t: .double(t), .action: .string(action.word)])
        if let indexPath = action.indexPath {
            record.append(.section, .int(indexPath.section))
            record.append(.row, .int(indexPath.row))
        }
        switch action {
        case .press(let button):
            record.append(.button, .int(button))
        case .menuItem(let item):
            record.append(.item, .int(item))
        case .dialog(let answer):
            record.append(.answer, .string(answer.word))
        case .scrollTo(_, let position):
            record.append(.position, .string(position.rawValue))
        case .select(_, let range):
            record.append(.start, .int(range.start))
            record.append(.end, .int(range.end))
        case .edit(_, let range, let text):
            record.append(.start, .int(range.start))
            record.append(.end, .int(range.end))
            record.append(.text, .string(text))
        case .back, .activate, .focus, .pill:
            break
        }
        return record
    }

    /// The window was resized: `{"event":"resize","t":2.5,"width":320.0,"height":400.0}`, the size in points the app
    /// lays out at from then on.
    static func resize(t: Double, _ size: Size) -> TraceRecord {
        TraceRecord(.resize, [.t: .double(t), .width: .double(size.width), .height: .double(size.height)])
    }

    /// A `--compare` half's feel, recorded at launch (with the half's `pane`): the preset its lists start with and
    /// when its snapping lists snap (`--snap`'s word: rest, projected or off).
    static func feel(t: Double, _ feel: Feel) -> TraceRecord {
        TraceRecord(.feel, [.t: .double(t), .physics: .string(feel.physics.name),
                            .snap: .string(SnapChoice(timing: feel.snap).word)])
    }

    /// The window gained or lost the keyboard focus: `{"event":"focus","t":3.1,"focused":false}` (losing it cancels
    /// a press held then, as a release without velocity).
    static func focus(t: Double, focused: Bool) -> TraceRecord {
        TraceRecord(.focus, [.t: .double(t), .focused: .bool(focused)])
    }

    /// A push or pop began its slide of `duration` seconds, `title` the scene coming on top.
    static func navigation(t: Double, push: Bool, title: String, duration: Double) -> TraceRecord {
        TraceRecord(push ? .push : .pop, [.t: .double(t), .title: .string(title), .duration: .double(duration)])
    }

    /// An animation started: `{"event":"animation","t":1.25,"kind":"snap","from":410.0,"to":434.0,"duration":0.5,…}`.
    public static func animation(
        t: Double, kind: String, from: Double, to: Double, duration: Double, curve: String
    ) -> TraceRecord {
        TraceRecord(.animation, [.t: .double(t), .kind: .string(kind), .from: .double(from), .to: .double(to),
                                 .duration: .double(duration), .curve: .string(curve)])
    }

    /// A fling, coast or bounce began, under any preset: `{"event":"motion","t":0.9,"purpose":"fling",
    /// "curve":"uikit deceleration","physics":"uikit","from":100.0,"velocity":2000.0,"to":1099.0,"duration":3.8}`.
    /// `velocity` is the one the motion was made with; the preset's models rebuild the curve from these.
    public static func motion(
        t: Double, purpose: String, curve: String, physics: String, from: Double, velocity: Double, to: Double,
        duration: Double
    ) -> TraceRecord {
        TraceRecord(.motion, [.t: .double(t), .purpose: .string(purpose), .curve: .string(curve),
                              .physics: .string(physics), .from: .double(from), .velocity: .double(velocity),
                              .to: .double(to), .duration: .double(duration)])
    }

    /// A row became visible.
    public static func willDisplay(t: Double, at indexPath: ListIndexPath) -> TraceRecord {
        TraceRecord(.willDisplay, [.t: .double(t), .section: .int(indexPath.section), .row: .int(indexPath.row)])
    }

    /// A row stopped being visible.
    public static func didEndDisplaying(t: Double, at indexPath: ListIndexPath) -> TraceRecord {
        TraceRecord(.didEndDisplaying, [.t: .double(t), .section: .int(indexPath.section), .row: .int(indexPath.row)])
    }

    /// The form scene saved to a file.
    public static func save(t: Double, path: String) -> TraceRecord {
        TraceRecord(.save, [.t: .double(t), .path: .string(path)])
    }

    /// `--record` wrote its file, whose last frame shows until `t`:
    /// `{"event":"recording","t":2.5,"path":"fling.png","frames":150,"dropped":0}`. Every frame presented is one of
    /// `frames`, written, or of `dropped`: a window's recorder was behind when it came. With `clip`, an F4 clip of the
    /// last gesture saved at `t` (`"event":"clip"`), whose frames are counted the same way.
    static func recording(t: Double, path: String, frames: Int, dropped: Int, clip: Bool = false) -> TraceRecord {
        TraceRecord(clip ? .clip : .recording, [.t: .double(t), .path: .string(path), .frames: .int(frames),
                                               .dropped: .int(dropped)])
    }

    /// Something went wrong during the run; the message is the one-line error shown to the user.
    public static func error(t: Double, message: String) -> TraceRecord {
        TraceRecord(.error, [.t: .double(t), .message: .string(message)])
    }

    /// The record of one of the engine's events.
    init(_ event: ScrollEvent) {
        self = switch event {
        case .animation(let t, let kind, let from, let to, let duration, let curve):
            .animation(t: t, kind: kind.rawValue, from: from, to: to, duration: duration, curve: curve.name)
        case .retarget(let t, let kind, let from, let velocity, let to, let duration, let curve):
            TraceRecord(.retarget, [.t: .double(t), .kind: .string(kind.rawValue), .from: .double(from),
                                    .velocity: .double(velocity), .to: .double(to), .duration: .double(duration),
                                    .curve: .string(curve)])
        case .release(let t, let offset, let velocity):
            TraceRecord(.release, [.t: .double(t), .offset: .double(offset), .velocity: .double(velocity)])
        case .thumbGrab(let t, let offset):
            TraceRecord(.thumbGrab, [.t: .double(t), .offset: .double(offset)])
        case .thumbRelease(let t, let offset, let end):
            TraceRecord(.thumbRelease, [.t: .double(t), .offset: .double(offset), .end: .double(end)])
        case .stopped(let t, let offset):
            TraceRecord(.stop, [.t: .double(t), .offset: .double(offset)])
        case .reachedEdge(let t, let offset):
            TraceRecord(.edge, [.t: .double(t), .offset: .double(offset)])
        case .motion(let t, let purpose, let curve, let physics, let from, let velocity, let to, let duration):
            .motion(t: t, purpose: purpose.name, curve: curve, physics: physics, from: from, velocity: velocity, to: to,
                    duration: duration)
        case .stretch(let t, let curve, let physics, let side, let pull, let velocity, let duration):
            TraceRecord(.stretch, [.t: .double(t), .curve: .string(curve), .physics: .string(physics),
                                   .side: .double(side), .pull: .double(pull), .velocity: .double(velocity),
                                   .duration: .double(duration)])
        case .willDisplay(let t, let indexPath): .willDisplay(t: t, at: indexPath)
        case .didEndDisplaying(let t, let indexPath): .didEndDisplaying(t: t, at: indexPath)
        case .error(let t, let message): .error(t: t, message: message)
        }
    }

    private static func milliseconds(_ seconds: Double) -> Double {
        (seconds * 1_000_000).rounded() / 1000
    }
}
