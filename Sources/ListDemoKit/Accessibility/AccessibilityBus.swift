import CDBus
import Glibc

/// The accessibility bus the AT-SPI bridge would use, found as libatspi finds it (`atspi_get_a11y_bus`) —
/// `AT_SPI_BUS_ADDRESS`; else, outside Wayland, the X root window's `AT_SPI_BUS`; else the session bus's
/// `org.a11y.Bus.GetAddress` — and asked (`BusProbe`) before the bridge is started. The bridge registers on it with
/// libdbus's `dbus_bus_register`, which waits 25 s for a bus that never answers and for ever for one that never
/// authenticates, on the window's thread: a bus that accepts and never answers froze the window after its first
/// frame. So the bridge is started only on a bus that answered, pinned to it through `AT_SPI_BUS_ADDRESS` (its own
/// look-up on the session bus waits 25 s too); every step here is bounded, at most `BusProbe.budget` each (three at most: the session bus, its answer, the
/// accessibility bus).
enum AccessibilityBus {
    /// What the look-up found.
    enum Finding: Equatable {
        /// No bus anywhere the bridge looks, or `NO_AT_BRIDGE=1`: the bridge stays off, silently.
        case none
        /// A bus at this address that answered.
        case answered(String)
        /// A bus that is there and did not answer (or a session bus that did not say where it is), and why.
        case unanswered(String, reason: String)
    }

    /// The session bus's name for the launcher that knows the accessibility bus.
    private static let launcher = "org.a11y.Bus"

    /// Finds and asks the accessibility bus; `environment` is the process's (after `BusGate`).
    static func find(environment: [String: String]) -> Finding {
        if environment["NO_AT_BRIDGE"] == "1" { return .none }
        func probed(_ address: String) -> Finding {
            switch BusProbe.probe(address) {
            case .answered: return .answered(address)
            case .absent: return .none
            case .unanswered(let reason): return .unanswered(address, reason: reason)
            }
        }
        if let address = environment["AT_SPI_BUS_ADDRESS"], !address.isEmpty { return probed(address) }
        if environment["DISPLAY"].map({ !$0.isEmpty }) == true, environment["WAYLAND_DISPLAY"] == nil,
           let address = XResources.rootWindowText("AT_SPI_BUS"), !address.isEmpty {
            return probed(address)
        }
        guard let session = SettingsPortal.sessionBusAddress(environment: environment) else { return .none }
        switch addressFromLauncher(session) {
        case .success(let address?): return probed(address)
        case .success(nil): return .none
        case .failure(let problem):
            return .unanswered(session, reason: "the session bus, asked where the accessibility bus is: \(problem.reason)")
        }
    }

    private struct Problem: Error { let reason: String }

    /// The launcher's answer on the session bus at `address`: the accessibility bus's address, nil when the session
    /// bus or the launcher is not there (an error answer), or a failure when the session bus did not answer in time.
    private static func addressFromLauncher(_ address: String) -> Result<String?, Problem> {
        guard let connection = BusConnection.open(address) else { return .success(nil) }
        // The launcher may be started for the call (D-Bus activation): it gets a budget of its own.
        let deadline = ContinuousClock.now + .milliseconds(Int(BusProbe.budget * 1000))
        defer { BusConnection.close(connection) }
        guard let message = dbus_message_new_method_call(launcher, "/org/a11y/bus", launcher, "GetAddress") else {
            return .success(nil)
        }
        defer { dbus_message_unref(message) }
        guard let reply = BusConnection.call(connection, message, until: deadline) else {
            return .failure(Problem(reason: "no answer to org.a11y.Bus.GetAddress within \(Int(BusProbe.budget * 1000)) ms"))
        }
        defer { dbus_message_unref(reply) }
        var iterator = DBusMessageIter()
        var characters: UnsafePointer<CChar>?
        guard dbus_message_get_type(reply) == DBUS_MESSAGE_TYPE_METHOD_RETURN, dbus_message_iter_init(reply, &iterator) != 0,
              dbus_message_iter_get_arg_type(&iterator) == Int32(UInt8(ascii: "s")) else { return .success(nil) }
        dbus_message_iter_get_basic(&iterator, &characters)
        return .success(characters.map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 })
    }
}
