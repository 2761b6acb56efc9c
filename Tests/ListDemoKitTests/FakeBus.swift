import Foundation
import Synchronization
import Testing

/// A Unix socket that takes connections as a D-Bus bus does and then misbehaves (`Behaviour`), for the tests of what
/// the app does with a bus that never answers. It says how far each client got (`clients`, `heardAuthentication`),
/// so a test waits on that rather than on time. Stopped (every connection hung up) when released.
final class FakeBus: Sendable {
    enum Behaviour: String, CaseIterable, Sendable, CustomTestStringConvertible {
        /// Accepts and never says a word.
        case silent
        /// Answers the authentication with something that is not D-Bus (an HTTP error).
        case garbage
        /// Answers the authentication with "OK <guid>", one byte a second.
        case trickle
        /// Authenticates (`OK <guid>` after AUTH, then takes BEGIN) and never answers `Hello`.
        case authenticatesOnly

        var testDescription: String { rawValue }
    }

    let path: String
    let behaviour: Behaviour
    private let listener: Int32
    private struct State {
        var connections: [Int32] = []
        var authentications = 0
        var stopped = false
    }
    private let state = Mutex(State())

    /// Listens at `path` (a new socket: the folder is the test's).
    init(at path: String, behaviour: Behaviour) throws {
        self.path = path
        self.behaviour = behaviour
        listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { bytes in
            for (index, byte) in path.utf8.prefix(bytes.count - 1).enumerated() { bytes[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard listener >= 0, bound == 0, listen(listener, 16) == 0 else { throw XvfbError("cannot listen at \(path)") }
        let bus = self
        Thread.detachNewThread { bus.acceptClients() }
    }

    deinit {
        let connections = state.withLock { state in
            state.stopped = true
            return state.connections
        }
        // Hanging up wakes every client's thread, which then closes its end; the listener's thread sees `stopped`.
        for fd in connections { shutdown(fd, Int32(SHUT_RDWR)) }
        shutdown(listener, Int32(SHUT_RDWR))
        unlink(path)
    }

    /// D-Bus's address for the socket.
    var address: String { "unix:path=" + path }
    /// How many clients connected.
    var clients: Int { state.withLock { $0.connections.count } }
    /// How many clients sent `AUTH`.
    var heardAuthentication: Int { state.withLock { $0.authentications } }

    private func acceptClients() {
        defer { close(listener) }
        while !state.withLock({ $0.stopped }) {
            var waiting = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&waiting, 1, 100) > 0 else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0 else { continue }
            let accepted = state.withLock { state in
                if !state.stopped { state.connections.append(client) }
                return !state.stopped
            }
            guard accepted else {
                close(client)
                return
            }
            let bus = self
            Thread.detachNewThread { bus.serve(client) }
        }
    }

    /// Reads everything the client sends, answering only as `behaviour` says (a trickle a byte a second), until it or
    /// the test hangs up.
    private func serve(_ client: Int32) {
        defer { close(client) }
        var heard: [UInt8] = []
        var answered = false
        var trickling: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            var waiting = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
            let ready = poll(&waiting, 1, trickling.isEmpty ? -1 : 1000)
            if ready < 0, errno == EINTR { continue }
            if ready == 0 {
                guard send(client, [trickling.removeFirst()], 1, Int32(MSG_NOSIGNAL)) == 1 else { return }
                continue
            }
            let count = read(client, &chunk, chunk.count)
            guard count > 0 else { return }
            heard += chunk[..<count]
            guard !answered, heard.contains(UInt8(ascii: "\n")), String(decoding: heard, as: UTF8.self).contains("AUTH") else { continue }
            answered = true
            state.withLock { $0.authentications += 1 }
            let ok = Array("OK 0123456789abcdef0123456789abcdef\r\n".utf8)
            switch behaviour {
            case .silent:
                break
            case .garbage:
                let garbage = Array("HTTP/1.1 400 Bad Request\r\n\r\n".utf8)
                _ = send(client, garbage, garbage.count, Int32(MSG_NOSIGNAL))
            case .authenticatesOnly:
                _ = send(client, ok, ok.count, Int32(MSG_NOSIGNAL))
            case .trickle:
                trickling = ok
            }
        }
    }
}
