import CDBus
import Glibc

/// The desktop's settings from the XDG Settings portal (`org.freedesktop.portal.Desktop` at
/// `/org/freedesktop/portal/desktop`, interface `org.freedesktop.portal.Settings`) on the session
/// bus, through libdbus — the reference implementation's client library — on a connection of the
/// app's own: what GTK4 and Qt 6 read for the dark preference, and GNOME's animations switch and
/// interface font. It asks with `ReadOne` (falling back to `Read`, which portals before version 2
/// answer alone) and follows `SettingChanged`; when the portal's name gets a new owner (the portal
/// restarted, or started after the app) it reads every setting again, as the bus sends its
/// `NameOwnerChanged` — so what changed while no portal was there is not missed.
///
/// Never a hang: connecting to the bus, authenticating and registering on it wait at most `connectTimeout` in all
/// (`BusConnection`: a bus that accepts and then never answers, or sends garbage, is given up on then), the
/// first answers at most `readTimeout` in all; an answer that comes later (a portal the bus is still
/// starting) is taken by `serve` like a change. No bus (`DBUS_SESSION_BUS_ADDRESS` unset and no
/// `$XDG_RUNTIME_DIR/bus`: the bus is never launched), no portal, an error or a bus that goes away:
/// the settings stay as last known, unknown at first, and nothing is said.
///
/// Only the main thread uses it. A helper thread (`DescriptorWake`) wakes the window's idle wait when
/// the bus has something to read, so a change shows at once while an idle window still sleeps.
final class SettingsPortal {
    /// Connecting, authenticating and the bus's `Hello` (`BusConnection`): a local bus answers in about a millisecond.
    static let connectTimeout = BusProbe.budget
    /// The first reading: what is not answered by then is taken when it comes (`serve`).
    static let readTimeout = 0.5

    private static let service = "org.freedesktop.portal.Desktop"
    private static let objectPath = "/org/freedesktop/portal/desktop"
    private static let interface = "org.freedesktop.portal.Settings"
    /// The bus itself: its name, and the interface of its `NameOwnerChanged`.
    private static let bus = "org.freedesktop.DBus"

    /// The settings as last read or changed.
    private(set) var settings = DesktopSettings()
    private var connection: OpaquePointer?
    private var wake: DescriptorWake?
    /// Calls not yet answered, by serial: which setting, and whether it was `ReadOne`.
    private var pending: [UInt32: (key: DesktopSettings.Key, readOne: Bool)] = [:]

    /// Connects to the session bus `environment` names and reads the settings, waiting at most
    /// `connectTimeout` + `readTimeout`; nil when there is no bus to connect to.
    init?(environment: [String: String]) {
        guard let address = Self.sessionBusAddress(environment: environment),
              let connection = BusConnection.open(address, within: Self.connectTimeout) else { return nil }
        self.connection = connection
        // The bus matches a well-known sender against the name's owner when the signal is sent, so
        // this rule still holds after the portal restarts under a new unique name.
        let changes = "type='signal',sender='\(Self.service)',path='\(Self.objectPath)',interface='\(Self.interface)',"
            + "member='SettingChanged'"
        let owners = "type='signal',sender='\(Self.bus)',path='/org/freedesktop/DBus',interface='\(Self.bus)',"
            + "member='NameOwnerChanged',arg0='\(Self.service)'"
        // Without an error to fill, AddMatch is sent without waiting for its answer.
        for rule in [changes, owners] { dbus_bus_add_match(connection, rule, nil) }
        readAll()
        let clock = ContinuousClock()
        let deadline = clock.now + .milliseconds(Int(Self.readTimeout * 1000))
        while !pending.isEmpty, self.connection != nil {
            let left = deadline - clock.now
            guard left > .zero else { break }
            let (seconds, attoseconds) = left.components
            pump(waitingMilliseconds: Int32(seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1))
        }
        if let fd = self.connection.flatMap(Self.descriptor) { wake = DescriptorWake(descriptor: fd) }
    }

    deinit { disconnect() }

    /// Takes what the bus sent since the last call, without blocking (answers that came late,
    /// `SettingChanged`); true when the settings changed.
    func serve() -> Bool {
        guard connection != nil else { return false }
        let before = settings
        pump(waitingMilliseconds: 0)
        wake?.rearm()
        return settings != before
    }

    /// The session bus's address: `DBUS_SESSION_BUS_ADDRESS`, else the systemd user bus's socket
    /// if there is one; never libdbus's autolaunch, which would start a bus of its own. None once `BusGate` hid it.
    static func sessionBusAddress(environment: [String: String]) -> String? {
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty {
            return address == BusGate.hiddenAddress ? nil : address
        }
        guard let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty else { return nil }
        let path = runtime + "/bus"
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & UInt32(S_IFMT) == UInt32(S_IFSOCK) else { return nil }
        return "unix:path=" + path
    }

    // MARK: The connection

    private static func descriptor(of connection: OpaquePointer) -> Int32? {
        var fd: Int32 = -1
        return dbus_connection_get_unix_fd(connection, &fd) != 0 && fd >= 0 ? fd : nil
    }

    /// Stops the helper thread (it polls the connection's descriptor) before closing the connection.
    private func disconnect() {
        wake = nil
        if let connection { BusConnection.close(connection) }
        connection = nil
        pending.removeAll()
    }

    // MARK: Messages

    /// Asks the portal for every setting the app reads.
    private func readAll() {
        for key in DesktopSettings.Key.allCases { read(key, readOne: true) }
    }

    /// Asks the portal for `key` with `ReadOne`, or `Read`.
    private func read(_ key: DesktopSettings.Key, readOne: Bool) {
        guard let connection,
              let message = dbus_message_new_method_call(Self.service, Self.objectPath, Self.interface,
                                                         readOne ? "ReadOne" : "Read") else { return }
        defer { dbus_message_unref(message) }
        var arguments = DBusMessageIter()
        dbus_message_iter_init_append(message, &arguments)
        for text in [key.namespace, key.key] {
            let appended = text.withCString { characters in
                var pointer: UnsafePointer<CChar>? = characters
                return dbus_message_iter_append_basic(&arguments, Wire.string, &pointer)
            }
            guard appended != 0 else { return }
        }
        var serial: dbus_uint32_t = 0
        if dbus_connection_send(connection, message, &serial) != 0 { pending[serial] = (key, readOne) }
    }

    /// One round of reading and writing (waiting at most `milliseconds` for it), then every message
    /// that arrived; a connection that closed is let go.
    private func pump(waitingMilliseconds milliseconds: Int32) {
        guard let connection else { return }
        guard dbus_connection_read_write(connection, milliseconds) != 0 else { return disconnect() }
        while let message = dbus_connection_pop_message(connection) {
            take(message)
            dbus_message_unref(message)
        }
        if dbus_connection_get_is_connected(connection) == 0 { disconnect() }
    }

    private func take(_ message: OpaquePointer) {
        var arguments = DBusMessageIter()
        let hasArguments = dbus_message_iter_init(message, &arguments) != 0
        switch dbus_message_get_type(message) {
        case DBUS_MESSAGE_TYPE_METHOD_RETURN:
            guard let call = pending.removeValue(forKey: dbus_message_get_reply_serial(message)) else { return }
            settings = settings.setting(call.key, to: hasArguments ? Self.value(&arguments) : nil)
        case DBUS_MESSAGE_TYPE_ERROR:
            guard let call = pending.removeValue(forKey: dbus_message_get_reply_serial(message)) else { return }
            let unknownMethod = dbus_message_get_error_name(message).map {
                String(cString: $0) == "org.freedesktop.DBus.Error.UnknownMethod"
            } ?? false
            // A portal older than version 2 has no ReadOne; any other error (no such setting) leaves it unknown.
            if call.readOne, unknownMethod { read(call.key, readOne: false) }
        case DBUS_MESSAGE_TYPE_SIGNAL where dbus_message_is_signal(message, Self.bus, "NameOwnerChanged") != 0:
            // (name, old owner, new owner): a portal that comes is read afresh; one that goes leaves
            // the settings as last known, as GTK keeps them.
            guard hasArguments, Self.string(&arguments) == Self.service,
                  dbus_message_iter_next(&arguments) != 0, dbus_message_iter_next(&arguments) != 0,
                  let owner = Self.string(&arguments), !owner.isEmpty else { return }
            readAll()
        case DBUS_MESSAGE_TYPE_SIGNAL:
            guard dbus_message_is_signal(message, Self.interface, "SettingChanged") != 0, hasArguments,
                  let namespace = Self.string(&arguments), dbus_message_iter_next(&arguments) != 0,
                  let name = Self.string(&arguments), dbus_message_iter_next(&arguments) != 0,
                  let key = DesktopSettings.Key(namespace: namespace, key: name) else { return }
            settings = settings.setting(key, to: Self.value(&arguments))
        default:
            return
        }
    }

    private static func string(_ iterator: inout DBusMessageIter) -> String? {
        guard dbus_message_iter_get_arg_type(&iterator) == Wire.string else { return nil }
        var characters: UnsafePointer<CChar>?
        dbus_message_iter_get_basic(&iterator, &characters)
        return characters.map { String(cString: $0) }
    }

    /// The value at `iterator`, inside its variants (`Read` answers a variant in a variant); nil for
    /// a type no setting the app reads has.
    private static func value(_ iterator: inout DBusMessageIter) -> DesktopSettings.Value? {
        switch dbus_message_iter_get_arg_type(&iterator) {
        case Wire.variant:
            var inner = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &inner)
            return value(&inner)
        case Wire.uint32:
            var number: dbus_uint32_t = 0
            dbus_message_iter_get_basic(&iterator, &number)
            return .number(number)
        case Wire.int32:
            var number: dbus_int32_t = 0
            dbus_message_iter_get_basic(&iterator, &number)
            return number >= 0 ? .number(UInt32(number)) : nil
        case Wire.boolean:
            var flag: dbus_bool_t = 0
            dbus_message_iter_get_basic(&iterator, &flag)
            return .boolean(flag != 0)
        case Wire.string:
            return string(&iterator).map { .text($0) }
        default:
            return nil
        }
    }

    /// D-Bus's type codes (the ASCII letters of its signatures; libdbus's macros are casts Swift does not import).
    private enum Wire {
        static let string = Int32(UInt8(ascii: "s"))
        static let variant = Int32(UInt8(ascii: "v"))
        static let uint32 = Int32(UInt8(ascii: "u"))
        static let int32 = Int32(UInt8(ascii: "i"))
        static let boolean = Int32(UInt8(ascii: "b"))
    }
}
