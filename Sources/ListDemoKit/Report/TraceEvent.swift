/// One event of the Trace Event Format, the JSON that Perfetto UI and chrome://tracing open (Google's "Trace Event
/// Format" document): what happened (`name`), its kind (`ph`), when (`ts`, microseconds), on which thread of which
/// process (`pid`, `tid`), and what it says (`args`).
struct TraceEvent {
    /// The kinds `listdemo report --perfetto` writes, spelled as the format's `ph`.
    enum Phase: String {
        /// A slice with its duration (`dur`): a frame's work.
        case complete = "X"
        /// A counter's values at a time (`args` holds them): offset, velocity, deviation, input latency.
        case counter = "C"
        /// A moment (`s`, its scope: the thread): an input, a motion starting.
        case instant = "i"
        /// A name for the process or a thread (`process_name`, `thread_name`).
        case metadata = "M"
    }

    /// The one process the export holds: listdemo.
    static let process = 1

    var name: String
    var phase: Phase
    /// Microseconds since the run started (the trace's `t` is in seconds).
    var time: Double
    var thread: Int
    /// A complete slice's length (microseconds).
    var duration: Double?
    /// What the event says: flat keys and values, as a trace record's (`TraceRecord`).
    var args: TraceRecord

    /// Appends the event as one JSON object, without a separator.
    func appendJSON(to buffer: inout [UInt8]) {
        buffer.append(contentsOf: #"{"name":"#.utf8)
        TraceJSON.append(name, to: &buffer)
        buffer.append(contentsOf: #","ph":""#.utf8)
        buffer.append(contentsOf: phase.rawValue.utf8)
        buffer.append(contentsOf: #"","ts":"#.utf8)
        buffer.append(contentsOf: TraceJSON.text(of: time).utf8)
        if let duration {
            buffer.append(contentsOf: #","dur":"#.utf8)
            buffer.append(contentsOf: TraceJSON.text(of: duration).utf8)
        }
        // A thread's instant: drawn on the list's own track.
        if phase == .instant { buffer.append(contentsOf: #","s":"t""#.utf8) }
        buffer.append(contentsOf: #","pid":\#(Self.process),"tid":\#(thread),"args":"#.utf8)
        args.appendJSON(to: &buffer)
        buffer.append(UInt8(ascii: "}"))
    }
}
