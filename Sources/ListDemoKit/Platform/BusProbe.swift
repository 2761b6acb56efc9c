import CDBus
import Glibc

/// Whether a D-Bus bus answers, found out within a time limit: a connection of the app's own to the address, the
/// EXTERNAL authentication every local bus takes, `BEGIN`, and the bus's `Hello`, all within `budget`. libdbus bounds
/// none of the first steps: until a connection is authenticated it polls without a timeout, so a bus that accepts and
/// never completes the handshake (or sends garbage, or a byte a second) would hold whichever library asked — SDL's
/// `dbus_bus_register`, the accessibility bridge's, 25 s each, or for ever. A library is handed a bus only after it
/// answered here (`BusGate`, `BusConnection`, `AccessibilityBus`).
///
/// Only Unix sockets (`unix:path=`, `unix:abstract=`), which is how every local bus listens; an address of another
/// transport (tcp) is not checked and counts as not answering.
enum BusProbe {
    /// The whole handshake: a local bus answers in about a millisecond, and this is what start-up may lose to one that does not.
    static let budget = 0.25

    /// What the probe found.
    enum Outcome: Equatable {
        /// It answered `Hello`.
        case answered
        /// Nothing listens there (no such socket, refused): the bus is not there, which is not worth a word.
        case absent
        /// Something listens there and did not answer as a bus does, for `reason`.
        case unanswered(String)
    }

    /// Probes `address` (a D-Bus address: `;`-separated alternatives, tried in order as libdbus does) within `budget`.
    static func probe(_ address: String, within budget: Double = BusProbe.budget) -> Outcome {
        let deadline = ContinuousClock.now + .milliseconds(Int(budget * 1000))
        var outcome = Outcome.absent
        for entry in address.split(separator: ";") {
            guard let socketAddress = socketAddress(of: String(entry)) else {
                outcome = .unanswered("a transport listdemo does not check")
                continue
            }
            let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
            guard fd >= 0 else { return .unanswered(String(cString: strerror(errno))) }
            defer { close(fd) }
            var conversation = Conversation(fd: fd, deadline: deadline)
            switch conversation.connect(to: socketAddress.address, length: socketAddress.length) {
            case nil: return conversation.handshake()
            case .absent?: continue
            case let failure?: return failure
            }
        }
        return outcome
    }

    /// The socket address of one address entry and its length, or nil for a transport the probe does not speak.
    /// D-Bus escapes bytes in values as `%xx`.
    static func socketAddress(of entry: String) -> (address: sockaddr_un, length: socklen_t)? {
        guard entry.hasPrefix("unix:") else { return nil }
        var keys: [String: [UInt8]] = [:]
        for pair in entry.dropFirst(5).split(separator: ",") {
            guard let equals = pair.firstIndex(of: "=") else { return nil }
            guard let value = unescape(pair[pair.index(after: equals)...]) else { return nil }
            keys[String(pair[..<equals])] = value
        }
        let (path, abstract) = (keys["path"], keys["abstract"])
        guard let name = path ?? abstract, (path == nil) != (abstract == nil) else { return nil }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        // An abstract name is a path whose first byte is NUL; either must fit with the NUL that ends a path.
        let bytes = abstract == nil ? name : [0] + name
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return nil }
        withUnsafeMutableBytes(of: &address.sun_path) { for (index, byte) in bytes.enumerated() { $0[index] = byte } }
        // An abstract name is exactly its bytes long (no NUL ends it), as libdbus connects to it.
        let length = abstract == nil ? MemoryLayout<sockaddr_un>.size
            : MemoryLayout<sockaddr_un>.offset(of: \.sun_path)! + bytes.count
        return (address, socklen_t(length))
    }

    private static func unescape(_ value: Substring) -> [UInt8]? {
        var bytes: [UInt8] = []
        var characters = value.utf8.makeIterator()
        while let byte = characters.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = characters.next(), let low = characters.next(),
                  let number = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16) else { return nil }
            bytes.append(number)
        }
        return bytes
    }
}
