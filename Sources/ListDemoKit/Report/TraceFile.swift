import FoundationEssentials
import Glibc

/// One line of a trace as the report reads it (SPEC §2.4): a frame or an event; every key optional,
/// since older traces lack `present_t` and `deviation` and events carry different keys.
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
    var event: String?
    var kind: String?
    var from: Double?
    var to: Double?
    var duration: Double?
    var curve: String?
    var rate: Double?
    /// The physics preset of a moving frame's motion (or of a motion event).
    var physics: String?
    /// What a motion event's motion is for ("fling", "coast", "bounce").
    var purpose: String?
    /// Which half of a `--compare` window the line is about ("left", "right"); nil with one list.
    var pane: String?

    enum CodingKeys: String, CodingKey {
        case frame, t, offset, velocity, phase, deviation, event, kind, from, to, duration, curve, rate, physics, purpose, pane
        case dtMilliseconds = "dt_ms"
        case workMilliseconds = "work_ms"
        case presentTime = "present_t"
    }

    /// Every number the line holds: the report refuses implausible ones rather than draw nonsense.
    var numbers: [Double] {
        [t, dtMilliseconds, workMilliseconds, offset, velocity, presentTime, deviation, from, to, duration, rate]
            .compactMap { $0 }
    }
}

/// A problem with the trace the report was given, as one line.
struct ReportError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Reads a trace file for the report: a regular file of at most `largestTrace` bytes, one JSON
/// object a line. A last line without its line break that does not parse is a run killed while
/// writing it, and is left out; any other line that is not a trace record is an error naming it.
enum TraceFile {
    /// A trace longer than this is refused (bytes): an hour at 60 fps is about 45 MB.
    static let largestTrace = 256 * 1024 * 1024
    /// Larger numbers (points, seconds) are no trace of a list: 1e12 pt is far past 10 million rows.
    static let largestNumber = 1e12

    static func read(_ path: String) throws -> [TraceLine] {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw ReportError("cannot read the trace \(path.quotedForMessage): \(String(cString: strerror(errno)))")
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw ReportError("the trace \(path.quotedForMessage) is not a regular file")
        }
        guard info.st_size <= largestTrace else {
            throw ReportError("the trace \(path.quotedForMessage) is \(info.st_size / 1_048_576) MB; "
                              + "a report reads at most \(largestTrace / 1_048_576) MB")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ReportError("cannot read the trace \(path.quotedForMessage)")
        }
        let decoder = JSONDecoder()
        var lines: [TraceLine] = []
        let rows = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for (index, row) in rows.enumerated() where !row.isEmpty {
            let isUnfinished = index == rows.count - 1
            guard let line = try? decoder.decode(TraceLine.self, from: Data(row)),
                  line.frame != nil || line.event != nil else {
                if isUnfinished { break }
                throw ReportError("\(path):\(index + 1): not a trace record (a JSON object with \"frame\" or \"event\")")
            }
            guard line.numbers.allSatisfy({ abs($0) <= largestNumber }) else {
                throw ReportError("\(path):\(index + 1): a number beyond \(largestNumber) is no trace of a list")
            }
            if line.frame != nil, line.t == nil || line.offset == nil {
                throw ReportError("\(path):\(index + 1): a frame needs \"t\" and \"offset\"")
            }
            lines.append(line)
        }
        guard lines.contains(where: { $0.frame != nil }) else {
            throw ReportError("the trace \(path.quotedForMessage) holds no frames")
        }
        return lines
    }
}
