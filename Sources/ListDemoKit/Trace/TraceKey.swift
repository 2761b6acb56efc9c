/// A key of a trace record. The keys the records carry are spelled once, below (and the records' names once, in
/// `TraceEventName`): the records (`TraceRecord+Events`) write them and the report (`TraceLine`) reads them back by
/// the same constants.
public struct TraceKey: Hashable, Sendable, ExpressibleByStringLiteral, CodingKey {
    /// The key as the JSON line spells it.
    public let stringValue: String

    /// The key spelled `stringValue`.
    public init(stringValue: String) { self.stringValue = stringValue }

    /// `"t"`: a key spelled by a literal (the records below, or a test's own).
    public init(stringLiteral value: String) { self.init(stringValue: value) }

    /// Trace keys are never numbers.
    public var intValue: Int? { nil }

    /// Trace keys are never numbers.
    public init?(intValue: Int) { nil }
}

extension TraceKey {
    // A frame (`TraceRecord.frame`).
    static let frame: TraceKey = "frame"
    /// When the frame is shown or the event happened (seconds).
    static let t: TraceKey = "t"
    static let dtMilliseconds: TraceKey = "dt_ms"
    static let workMilliseconds: TraceKey = "work_ms"
    static let offset: TraceKey = "offset"
    static let velocity: TraceKey = "velocity"
    static let phase: TraceKey = "phase"
    static let presentTime: TraceKey = "present_t"
    static let deviation: TraceKey = "deviation"
    static let physics: TraceKey = "physics"
    static let curve: TraceKey = "curve"
    static let pull: TraceKey = "pull"
    static let stretchScale: TraceKey = "stretch_scale"
    static let inputLatencyMilliseconds: TraceKey = "input_latency_ms"
    /// The `--compare` half a line is about.
    static let pane: TraceKey = "pane"

    // An event: its name (a `TraceEventName`, written by `TraceRecord(_:_:)`), then what it says.
    static let event: TraceKey = "event"
    static let kind: TraceKey = "kind"
    static let from: TraceKey = "from"
    static let to: TraceKey = "to"
    static let duration: TraceKey = "duration"
    static let purpose: TraceKey = "purpose"
    static let side: TraceKey = "side"
    static let end: TraceKey = "end"
    static let section: TraceKey = "section"
    static let row: TraceKey = "row"
    static let path: TraceKey = "path"
    static let message: TraceKey = "message"
    static let title: TraceKey = "title"
    static let driver: TraceKey = "driver"
    static let renderer: TraceKey = "renderer"
    static let scale: TraceKey = "scale"
    static let scaleSource: TraceKey = "scale_source"
    static let pacing: TraceKey = "pacing"
    /// The display's refresh rate (Hz) and how it was learnt (`DisplayRefresh`).
    static let refreshHertz: TraceKey = "refresh_hz"
    static let refreshSource: TraceKey = "refresh_source"
    /// A resized window's size (points).
    static let width: TraceKey = "width"
    static let height: TraceKey = "height"
    /// A `feel` record's snap timing.
    static let snap: TraceKey = "snap"
    /// A `focus` record's: whether the window has the keyboard focus.
    static let focused: TraceKey = "focused"
    static let dark: TraceKey = "dark"
    static let reduceMotion: TraceKey = "reduce_motion"
    static let answer: TraceKey = "answer"
    static let open: TraceKey = "open"
    static let enabled: TraceKey = "enabled"
    static let chosen: TraceKey = "chosen"
    /// An `access` record's action (`AccessAction.word`), the bar button it presses, the context menu's item it
    /// chooses (its `answer` is the quit dialog's), where "scroll to" puts the row, and a text edit's range (AT-SPI's
    /// code points; -1, the end) and the text typed over it.
    static let action: TraceKey = "action"
    static let button: TraceKey = "button"
    static let item: TraceKey = "item"
    static let position: TraceKey = "position"
    static let start: TraceKey = "start"
    static let text: TraceKey = "text"
    /// How many records a full queue dropped.
    static let records: TraceKey = "records"
    /// A `recording` record's frames written, and frames presented that were not (its queue was full).
    static let frames: TraceKey = "frames"
    static let dropped: TraceKey = "dropped"
}
