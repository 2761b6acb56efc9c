import CDBus
import Glibc

extension BusProbe {
    /// One probe's connection: each step waits only until the probe's deadline.
    struct Conversation {
        let fd: Int32
        let deadline: ContinuousClock.Instant
        /// What the bus sent and no step has taken yet.
        private var received: [UInt8] = []

        init(fd: Int32, deadline: ContinuousClock.Instant) {
            self.fd = fd
            self.deadline = deadline
        }

        /// Connects: nil once connected, `.absent` when nothing listens there.
        mutating func connect(to address: sockaddr_un, length: socklen_t) -> Outcome? {
            var address = address
            while true {
                let result = withUnsafePointer(to: &address) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, length) }
                }
                if result == 0 { return nil }
                // A listener whose queue is full refuses with EAGAIN (a Unix socket never connects in the background):
                // it is there and takes no one, so it is asked again until the deadline.
                guard errno == EAGAIN || errno == EINTR else { return .absent }
                guard ContinuousClock.now < deadline else { return .unanswered("it accepted no connection") }
                usleep(10_000)
            }
        }

        /// Authenticates as this user (EXTERNAL), begins and says `Hello`; what the bus did.
        mutating func handshake() -> Outcome {
            let user = String(getuid()).utf8.map { String($0, radix: 16) }.joined()
            guard send([0] + Array("AUTH EXTERNAL \(user)\r\n".utf8)) else { return .unanswered("the connection broke") }
            guard let line = readLine() else { return timedOutOrBroken("authentication") }
            guard line.hasPrefix("OK ") else {
                return .unanswered(line.hasPrefix("REJECTED") ? "it rejected the authentication"
                                   : "it answered the authentication with something else than D-Bus")
            }
            guard let hello = Self.hello() else { return .unanswered("cannot make a Hello") }
            guard send(Array("BEGIN\r\n".utf8) + hello) else { return .unanswered("the connection broke") }
            return readReply()
        }

        // MARK: Steps

        /// The `Hello` call as bytes on the wire, serial 1.
        private static func hello() -> [UInt8]? {
            guard let message = dbus_message_new_method_call("org.freedesktop.DBus", "/org/freedesktop/DBus",
                                                             "org.freedesktop.DBus", "Hello") else { return nil }
            defer { dbus_message_unref(message) }
            dbus_message_set_serial(message, 1)
            var bytes: UnsafeMutablePointer<CChar>?
            var count: Int32 = 0
            guard dbus_message_marshal(message, &bytes, &count) != 0, let bytes else { return nil }
            defer { dbus_free(bytes) }
            return bytes.withMemoryRebound(to: UInt8.self, capacity: Int(count)) { Array(UnsafeBufferPointer(start: $0, count: Int(count))) }
        }

        /// Reads the bus's first message: the answer to `Hello` (serial 1), its unique name.
        private mutating func readReply() -> Outcome {
            while true {
                let needed = received.isEmpty ? 0 : received.withUnsafeBufferPointer { buffer in
                    buffer.withMemoryRebound(to: CChar.self) { dbus_message_demarshal_bytes_needed($0.baseAddress, Int32($0.count)) }
                }
                if needed < 0 { return .unanswered("it sent something else than D-Bus") }
                if needed > 0, received.count >= needed { break }
                guard receive() else { return timedOutOrBroken("Hello") }
            }
            var error = DBusError()
            dbus_error_init(&error)
            defer { dbus_error_free(&error) }
            let message = received.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { dbus_message_demarshal($0.baseAddress, Int32($0.count), &error) }
            }
            guard let message else { return .unanswered("it sent something else than D-Bus") }
            defer { dbus_message_unref(message) }
            guard dbus_message_get_type(message) == DBUS_MESSAGE_TYPE_METHOD_RETURN, dbus_message_get_reply_serial(message) == 1
            else { return .unanswered("it did not answer Hello") }
            return .answered
        }

        /// One line of the authentication protocol (up to CR LF), or nil at the deadline or when the bus hung up.
        private mutating func readLine() -> String? {
            while true {
                if let end = received.firstIndex(of: UInt8(ascii: "\n")) {
                    defer { received.removeSubrange(...end) }
                    return String(decoding: received[..<end], as: UTF8.self)
                }
                // The protocol's lines are short: a bus that sends a long one is not speaking it.
                guard received.count < 1024, receive() else { return nil }
            }
        }

        private func timedOutOrBroken(_ step: String) -> Outcome {
            .unanswered(ContinuousClock.now < deadline ? "it hung up during \(step)"
                        : "no answer to \(step) within \(Int(BusProbe.budget * 1000)) ms")
        }

        /// Reads what is there, waiting until the deadline; false at the deadline or when the bus hung up.
        private mutating func receive() -> Bool {
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                if count > 0 {
                    received += chunk[..<count]
                    return true
                }
                if count == 0 || (errno != EAGAIN && errno != EINTR) { return false }
                guard wait(for: Int16(POLLIN)) else { return false }
            }
        }

        /// Writes all of `bytes` before the deadline.
        private func send(_ bytes: [UInt8]) -> Bool {
            var sent = 0
            while sent < bytes.count {
                let count = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                if count > 0 {
                    sent += count
                } else if count < 0, errno == EAGAIN || errno == EINTR {
                    guard wait(for: Int16(POLLOUT)) else { return false }
                } else {
                    return false
                }
            }
            return true
        }

        /// Waits for `events` on the socket until the deadline; false at the deadline or on an error.
        private func wait(for events: Int16) -> Bool {
            while true {
                let left = ContinuousClock.now.duration(to: deadline)
                guard left > .zero else { return false }
                let (seconds, attoseconds) = left.components
                var waiting = pollfd(fd: fd, events: events, revents: 0)
                let ready = poll(&waiting, 1, Int32(seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1))
                // Ready, or hung up or failed: the read or write that follows tells which.
                if ready > 0 { return true }
                if ready < 0, errno != EINTR { return false }
            }
        }
    }
}
