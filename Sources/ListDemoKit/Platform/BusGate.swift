import Glibc

/// The buses SDL connects to when its video starts — the session bus, then the system bus — asked first by the app
/// (`BusProbe`), so that SDL gets only a bus that answers. SDL registers with `dbus_bus_register`, which waits 25 s for
/// a bus that never answers and for ever for one that never authenticates; it offers no way to bound that or to
/// leave the bus alone but the address libdbus reads. So a bus that did not answer is hidden from it — and from the
/// accessibility bridge, which asks the session bus through the same libdbus — by its variable in the process's
/// environment, set to an address libdbus refuses at once; the window goes on without it, saying so in one line.
/// A session bus that is not there at all is hidden too, silently, so SDL never has libdbus autolaunch one.
enum BusGate {
    /// An address libdbus refuses at once ("Unknown address type"), without connecting anywhere.
    static let hiddenAddress = "disabled:"
    /// Where libdbus finds the system bus when `DBUS_SYSTEM_BUS_ADDRESS` does not say.
    static let systemBusDefault = "unix:path=/var/run/dbus/system_bus_socket"

    /// Probes the buses SDL would use, hides those that did not answer, and returns the environment as the libraries
    /// now read it, with a line for each bus that is there and did not answer. Call it before any thread that might
    /// read the environment is started: it changes the process's.
    static func admit(environment: [String: String]) -> (environment: [String: String], warnings: [String]) {
        var environment = environment
        var warnings: [String] = []
        func hide(_ variable: String) {
            setenv(variable, hiddenAddress, 1)
            environment[variable] = hiddenAddress
        }
        guard let session = SettingsPortal.sessionBusAddress(environment: environment) else {
            hide("DBUS_SESSION_BUS_ADDRESS")
            return (environment, warnings)
        }
        switch BusProbe.probe(session) {
        case .answered:
            break
        case .absent:
            hide("DBUS_SESSION_BUS_ADDRESS")
            return (environment, warnings)
        case .unanswered(let reason):
            hide("DBUS_SESSION_BUS_ADDRESS")
            warnings.append("listdemo: the session bus \(session.quotedForMessage) did not answer (\(reason)); "
                            + "the window goes on without the desktop's settings and accessibility")
            return (environment, warnings)
        }
        // SDL asks the system bus only once it has the session bus.
        let system = environment["DBUS_SYSTEM_BUS_ADDRESS"].flatMap { $0.isEmpty ? nil : $0 } ?? systemBusDefault
        if case .unanswered(let reason) = BusProbe.probe(system) {
            hide("DBUS_SYSTEM_BUS_ADDRESS")
            warnings.append("listdemo: the system bus \(system.quotedForMessage) did not answer (\(reason)); "
                            + "the window goes on without it")
        }
        return (environment, warnings)
    }
}
