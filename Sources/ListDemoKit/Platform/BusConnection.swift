import CDBus
import Glibc

/// A private libdbus connection to a bus, registered (its `Hello` answered), and calls on it, each bounded in time
/// from connecting to the answer. libdbus's blocking calls are not: `dbus_bus_register` waits its default 25 s, and
/// while a connection is not yet authenticated `dbus_connection_send_with_reply_and_block` polls without a timeout.
/// So a bus is first asked by `BusProbe` (which also bounds connecting, that libdbus does blocking), and libdbus is
/// then only ever asked to read and write for the time left (`dbus_connection_read_write`, which honours its timeout
/// in every state).
enum BusConnection {
    /// A private connection registered on the bus at `address` within `budget` seconds, or nil (no bus, or a bus that
    /// did not answer in time).
    static func open(_ address: String, within budget: Double = BusProbe.budget) -> OpaquePointer? {
        let deadline = ContinuousClock.now + .milliseconds(Int(budget * 1000))
        guard BusProbe.probe(address, within: budget) == .answered else { return nil }
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let connection = dbus_connection_open_private(address, &error) else { return nil }
        dbus_connection_set_exit_on_disconnect(connection, 0)
        guard let hello = dbus_message_new_method_call("org.freedesktop.DBus", "/org/freedesktop/DBus",
                                                       "org.freedesktop.DBus", "Hello") else {
            close(connection)
            return nil
        }
        defer { dbus_message_unref(hello) }
        guard let reply = call(connection, hello, until: deadline) else {
            close(connection)
            return nil
        }
        defer { dbus_message_unref(reply) }
        var name: UnsafePointer<CChar>?
        var iterator = DBusMessageIter()
        guard dbus_message_get_type(reply) == DBUS_MESSAGE_TYPE_METHOD_RETURN, dbus_message_iter_init(reply, &iterator) != 0,
              dbus_message_iter_get_arg_type(&iterator) == Int32(UInt8(ascii: "s")) else {
            close(connection)
            return nil
        }
        dbus_message_iter_get_basic(&iterator, &name)
        guard let name, dbus_bus_set_unique_name(connection, name) != 0 else {
            close(connection)
            return nil
        }
        return connection
    }

    /// Sends `message` and waits for its answer (a return or an error) until `deadline`; nil when none came by then
    /// or the connection closed. Other messages that arrive meanwhile are dropped: a connection this is used on has
    /// asked for no signals yet.
    static func call(_ connection: OpaquePointer, _ message: OpaquePointer, until deadline: ContinuousClock.Instant) -> OpaquePointer? {
        var serial: dbus_uint32_t = 0
        guard dbus_connection_send(connection, message, &serial) != 0 else { return nil }
        while true {
            while let received = dbus_connection_pop_message(connection) {
                if dbus_message_get_reply_serial(received) == serial { return received }
                dbus_message_unref(received)
            }
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero, dbus_connection_get_is_connected(connection) != 0 else { return nil }
            let (seconds, attoseconds) = left.components
            let milliseconds = Int32(seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
            guard dbus_connection_read_write(connection, milliseconds) != 0 else { return nil }
        }
    }

    static func close(_ connection: OpaquePointer) {
        dbus_connection_close(connection)
        dbus_connection_unref(connection)
    }
}
