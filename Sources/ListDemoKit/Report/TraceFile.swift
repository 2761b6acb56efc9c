import FoundationEssentials
import Glibc
import ScrollCore

/// One line of a trace as the report reads it: a frame or an event; every key optional,
/// since older traces lack `present_t` and `deviation` and events carry different keys. An event's name
/// must be a `TraceEventName` and the curve it names one listdemo runs (`TraceLine+Names`): decoding a record
/// the report does not know fails with a `TraceSchemaError` naming it.
struct TraceLine: Decodable {
    var frame: Int?
    var t: Double?
    var dtMilliseconds: Double?
    var workMilliseconds: Double?
    var offset: Double?
    var velocity: Double?
    var phase: String?
    var presentTime: Double?
    var deviation: Double?
    /// How long the oldest input a frame shows waited for it (milliseconds); nil on frames that show none.
    var inputLatencyMilliseconds: Double?
    var event: TraceEventName?
    var kind: String?
    var from: Double?
    var to: Double?
    var duration: Double?
    var curve: String?
    /// An `animation` or `retarget` record's curve, found by its name (`curve`) in the registry that rebuilds it.
    var animationCurve: AnimationCurve?
    /// The physics preset of a moving frame's motion (or of a motion event).
    var physics: String?
    /// What a motion event's motion is for ("fling", "coast", "bounce").
    var purpose: String?
    /// Which half of a `--compare` window the line is about ("left", "right"); nil with one list.
    var pane: String?
    /// A `feel` record's snap timing ("rest", "projected", "off").
    var snap: String?
    /// A `display` record's refresh rate (Hz) and how it was learnt.
    var refreshHertz: Double?
    var refreshSource: String?

    /// Reads the keys as the records spell them (`TraceKey`); a key of the wrong kind fails the line, and so does a
    /// record or curve the report does not know (`TraceSchemaError`).
    init(from decoder: Decoder) throws {
        let line = try decoder.container(keyedBy: TraceKey.self)
        func value<Value: Decodable>(_ key: TraceKey) throws -> Value? { try line.decodeIfPresent(Value.self, forKey: key) }
        frame = try value(.frame)
        t = try value(.t)
        dtMilliseconds = try value(.dtMilliseconds)
        workMilliseconds = try value(.workMilliseconds)
        offset = try value(.offset)
        velocity = try value(.velocity)
        phase = try value(.phase)
        presentTime = try value(.presentTime)
        deviation = try value(.deviation)
        inputLatencyMilliseconds = try value(.inputLatencyMilliseconds)
        event = try (value(.event) as String?).map(TraceEventName.known)
        kind = try value(.kind)
        from = try value(.from)
        to = try value(.to)
        duration = try value(.duration)
        curve = try value(.curve)
        physics = try value(.physics)
        purpose = try value(.purpose)
        pane = try value(.pane)
        snap = try value(.snap)
        refreshHertz = try value(.refreshHertz)
        refreshSource = try value(.refreshSource)
        animationCurve = try knownCurve()
    }

    /// Every number the line holds: the report refuses implausible ones rather than draw nonsense.
    var numbers: [Double] {
        [t, dtMilliseconds, workMilliseconds, offset, velocity, presentTime, deviation, inputLatencyMilliseconds,
         from, to, duration]
            .compactMap { $0 }
    }

    /// The line's times and spans by their keys, each with the range a trace of a list holds: times since the run
    /// began (`TraceFile.latestTime`), a motion's duration (`TraceFile.longestDuration`), a frame's interval, work or
    /// input wait (`TraceFile.longestSpan` ms); none is negative.
    var spans: [(key: TraceKey, value: Double, range: ClosedRange<Double>, unit: String)] {
        let ranges: [(TraceKey, Double?, ClosedRange<Double>, String)] = [
            (.t, t, 0...TraceFile.latestTime, "s"), (.presentTime, presentTime, 0...TraceFile.latestTime, "s"),
            (.duration, duration, 0...TraceFile.longestDuration, "s"),
            (.dtMilliseconds, dtMilliseconds, 0...TraceFile.longestSpan, "ms"),
            (.workMilliseconds, workMilliseconds, 0...TraceFile.longestSpan, "ms"),
            (.inputLatencyMilliseconds, inputLatencyMilliseconds, 0...TraceFile.longestSpan, "ms"),
        ]
        return ranges.compactMap { key, value, range, unit in value.map { (key, $0, range, unit) } }
    }
}

/// A problem with the trace the report was given, as one line.
struct ReportError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Reads a trace file for the report as a stream: a regular file of at most `largestTrace` bytes, one
/// JSON object a line, each line checked and handed on as it is read and then forgotten, so reading
/// keeps one line at a time (at most `longestLine` bytes) whatever the trace's size. A last line
/// without its line break that does not parse is a run killed while writing it, and is left out; a
/// line of nothing but spaces, tabs or carriage returns is skipped like an empty one; any other line
/// that is not a trace record is an error naming it, and so is a record listdemo does not write (a name,
/// curve or preset it does not have, `TraceSchemaError`), which is never skipped.
enum TraceFile {
    /// A trace longer than this is refused (bytes): an hour at 60 fps is about 45 MB. The limit is
    /// counted while reading, not taken from the file's size, which /proc and other special files
    /// report as 0.
    static let largestTrace = 256 * 1024 * 1024
    /// A longer line is refused: a trace record is under 1 KB, so 64 KB is no trace of a list.
    static let longestLine = 64 * 1024
    /// Larger numbers (points, seconds) are no trace of a list: 1e12 pt is far past 10 million rows.
    static let largestNumber = 1e12
    /// A frame's interval, work or input wait longer than this (milliseconds: an hour) is no trace of a list.
    static let longestSpan = 3_600_000.0
    /// A time later than this (seconds since the run began: about 116 days) is no trace of a list.
    static let latestTime = 1e7
    /// A motion lasting longer than this (seconds: a day, the longest `--duration`) is no trace of a list.
    static let longestDuration = Double(InputLimits.longestTime)
    /// A display refreshes this often (Hz): 1 Hz to 1000 Hz (the fastest `--fps`).
    static let refreshRange = 1.0...1000.0
    /// Bytes read at a time.
    private static let chunk = 1 << 20

    /// Reads the trace at `path`, handing `body` each record in order with its line number.
    /// - Complexity: O(n) in the trace's bytes; memory O(`longestLine` + `chunk`).
    static func read(_ path: String, _ body: (TraceLine, Int) throws -> Void) throws {
        func failure(_ reason: String) -> ReportError {
            ReportError("cannot read the trace \(path.quotedForMessage): \(reason)")
        }
        // O_NONBLOCK: opening a FIFO must not wait for a writer (it is refused just below).
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        guard let identity = FileIdentity(descriptor: descriptor), identity.kind == .regular else {
            throw ReportError("the trace \(path.quotedForMessage) is not a regular file")
        }
        let tooLong = ReportError("the trace \(path.quotedForMessage) is more than \(largestTrace >> 20) MB; "
                                  + "a report reads at most \(largestTrace >> 20) MB")
        // A size that says too long is believed at once; a small one is not trusted.
        guard identity.size <= largestTrace else { throw tooLong }

        let decoder = JSONDecoder()
        var line: [UInt8] = []
        line.reserveCapacity(4096)
        var lineNumber = 0
        var frames = 0
        func finish(_ line: ArraySlice<UInt8>, isUnfinished: Bool) throws {
            lineNumber += 1
            let blank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
            guard let first = line.firstIndex(where: { !blank($0) }) else { return }
            let last = line.lastIndex(where: { !blank($0) })!
            let place = "\(path.quotedForMessage):\(lineNumber)"
            let decoded: TraceLine?
            do {
                decoded = try decoder.decode(TraceLine.self, from: Data(line[first...last]))
            } catch let unknown as TraceSchemaError {
                // A whole record (even one whose line break is missing) that names what listdemo does not write.
                throw ReportError("\(place): \(unknown)")
            } catch DecodingError.typeMismatch(_, let context) where !context.codingPath.isEmpty && !isUnfinished {
                // A record whose key holds the wrong kind of value ("NaN" as a string, true, a list): named.
                throw ReportError("\(place): \"\(context.codingPath[0].stringValue)\" is not of its kind (a number where "
                                  + "the trace format has one, a string for a name)")
            } catch {
                decoded = nil
            }
            guard let record = decoded, record.frame != nil || record.event != nil else {
                if isUnfinished { return }
                throw ReportError("\(place): not a trace record (a JSON object with \"frame\" or \"event\")")
            }
            guard record.numbers.allSatisfy({ abs($0) <= largestNumber }) else {
                throw ReportError("\(place): a number beyond \(largestNumber) is no trace of a list")
            }
            for span in record.spans where !span.range.contains(span.value) {
                throw ReportError("\(place): \"\(span.key.stringValue)\" is \(span.value), which no trace of a list holds "
                                  + "(0 to \(span.range.upperBound) \(span.unit))")
            }
            if let frame = record.frame, frame < 0 {
                throw ReportError("\(place): \"frame\" is \(frame), which no trace of a list holds (0 or more)")
            }
            if let hertz = record.refreshHertz, !refreshRange.contains(hertz) {
                throw ReportError("\(place): \"refresh_hz\" is \(hertz), which no display has (1 to 1000 Hz)")
            }
            if record.frame != nil {
                guard record.t != nil, record.offset != nil else {
                    throw ReportError("\(place): a frame needs \"t\" and \"offset\"")
                }
                frames += 1
            }
            try body(record, lineNumber)
        }

        var buffer = [UInt8](repeating: 0, count: chunk)
        var total = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(String(cString: strerror(errno)))
            }
            if count == 0 { break }
            total += count
            guard total <= largestTrace else { throw tooLong }
            var start = 0
            while start < count {
                guard let end = buffer[start..<count].firstIndex(of: UInt8(ascii: "\n")) else {
                    line.append(contentsOf: buffer[start..<count])
                    break
                }
                if line.isEmpty {
                    guard end - start <= longestLine else { throw lineTooLong(path, lineNumber + 1) }
                    try finish(buffer[start..<end], isUnfinished: false)
                } else {
                    line.append(contentsOf: buffer[start..<end])
                    guard line.count <= longestLine else { throw lineTooLong(path, lineNumber + 1) }
                    try finish(line[...], isUnfinished: false)
                    line.removeAll(keepingCapacity: true)
                }
                start = end + 1
            }
            guard line.count <= longestLine else { throw lineTooLong(path, lineNumber + 1) }
        }
        if !line.isEmpty { try finish(line[...], isUnfinished: true) }
        guard frames > 0 else { throw ReportError("the trace \(path.quotedForMessage) holds no frames") }
    }

    private static func lineTooLong(_ path: String, _ number: Int) -> ReportError {
        ReportError("\(path.quotedForMessage):\(number): a line longer than \(longestLine >> 10) KB is no trace record")
    }
}
