import Foundation
import Testing
@testable import ListDemoKit

/// The Settings portal reader against a real session bus (`dbus-run-session`) and a stand-in portal
/// (`Tests/Tools/settings-portal.py`): what it reads, the older portals' `Read`, a change while it
/// runs, and that no bus, no portal or a portal that never answers cost a bounded wait and nothing else.
@Suite struct SettingsPortalTests {
    typealias Session = PlatformTests.EndToEndTests.SessionBus
    static let portalScript = PlatformTests.EndToEndTests.packageRoot.appendingPathComponent("Tests/Tools/settings-portal.py").path

    /// Serves `portal` until its settings are `expected` (the first answers may come after the first
    /// wait when the machine is loaded: they are then taken by `serve`, as a change is).
    static func settle(_ portal: SettingsPortal, at expected: DesktopSettings) -> Bool {
        waitUntil {
            _ = portal.serve()
            return portal.settings == expected
        }
    }

    static let darkDesktop = ["org.freedesktop.appearance", "color-scheme", "u", "1",
                              "org.gnome.desktop.interface", "enable-animations", "b", "false",
                              "org.gnome.desktop.interface", "font-name", "s", "Cantarell 11"]

    @Test(arguments: [2, 1])
    func itReadsTheDarkPreferenceAnimationsAndTheFont(portalVersion: Int) throws {
        let session = try Session(portalVersion: portalVersion, settings: Self.darkDesktop)
        let portal = try #require(SettingsPortal(environment: session.environment))
        // Version 1 has no ReadOne: the answers come from Read, a variant in a variant.
        let expected = DesktopSettings(colorScheme: .preferDark, enableAnimations: false, fontName: "Cantarell 11")
        #expect(Self.settle(portal, at: expected), "read \(portal.settings)")
    }

    @Test func aChangeWhileRunningIsTakenWhenServed() throws {
        let session = try Session(settings: ["org.freedesktop.appearance", "color-scheme", "u", "0"])
        let portal = try #require(SettingsPortal(environment: session.environment))
        #expect(Self.settle(portal, at: DesktopSettings(colorScheme: .noPreference)), "read \(portal.settings)")
        #expect(!portal.serve(), "nothing changed since")
        try session.change("org.freedesktop.appearance", "color-scheme", to: "uint32:1")
        #expect(waitUntil { portal.serve() }, "SettingChanged arrived")
        #expect(portal.settings.colorScheme == .preferDark)
        try session.change("org.gnome.desktop.interface", "enable-animations", to: "boolean:false")
        #expect(waitUntil { portal.serve() })
        #expect(portal.settings == DesktopSettings(colorScheme: .preferDark, enableAnimations: false))
        // A setting the app does not read changes nothing it knows.
        try session.change("org.gnome.desktop.interface", "gtk-theme", to: "string:Adwaita")
        try session.change("org.freedesktop.appearance", "color-scheme", to: "uint32:2")
        #expect(waitUntil { portal.serve() })
        #expect(portal.settings == DesktopSettings(colorScheme: .preferLight, enableAnimations: false))
    }

    /// The portal goes away and a new one takes its name (a restarted xdg-desktop-portal, whose
    /// backend may now say something else): the settings are read again from the new one, with no
    /// SettingChanged, and its changes are followed. A portal that only starts after the app is read too.
    @Test func aPortalThatRestartsOrStartsLateIsReadAgain() throws {
        let session = try Session(running: "/bin/sleep 120")
        let reader = try #require(SettingsPortal(environment: session.environment), "the bus is there")
        #expect(reader.settings == DesktopSettings(), "no portal yet")
        let first = try session.startPortal(settings: ["org.freedesktop.appearance", "color-scheme", "u", "0"])
        #expect(Self.settle(reader, at: DesktopSettings(colorScheme: .noPreference)), "the late portal read: \(reader.settings)")
        first.stop()
        #expect(!reader.serve() && reader.settings.colorScheme == .noPreference, "a portal that goes keeps what it said")
        let second = try session.startPortal(settings: Self.darkDesktop)
        let dark = DesktopSettings(colorScheme: .preferDark, enableAnimations: false, fontName: "Cantarell 11")
        #expect(Self.settle(reader, at: dark), "the restarted portal read: \(reader.settings)")
        try session.change("org.freedesktop.appearance", "color-scheme", to: "uint32:2")
        #expect(waitUntil { reader.serve() }, "the new portal's SettingChanged arrives")
        #expect(reader.settings.colorScheme == .preferLight)
        second.stop()
    }

    @Test func aBusWithoutAPortalLeavesEverySettingUnknown() throws {
        let session = try Session(running: "/bin/sleep 120")
        let portal = try #require(SettingsPortal(environment: session.environment), "the bus is there")
        #expect(portal.settings == DesktopSettings())
        #expect(!portal.serve())
    }

    @Test func aPortalThatNeverAnswersCostsTheReadingsBoundAndNoMore() throws {
        // A shell that owns nothing answers nothing: a name held by a process that never replies.
        let session = try Session(running: "/usr/bin/python3 -c \"import dbus, time; b = dbus.SessionBus(); "
                                  + "b.request_name('org.freedesktop.portal.Desktop'); print('ready', flush=True); time.sleep(120)\"")
        #expect(try session.output.line(within: .seconds(20)) == "ready")
        let clock = ContinuousClock()
        let start = clock.now
        let portal = try #require(SettingsPortal(environment: session.environment))
        let waited = clock.now - start
        #expect(portal.settings == DesktopSettings())
        #expect(waited >= .milliseconds(Int(SettingsPortal.readTimeout * 1000)), "it waited for the answers: \(waited)")
        #expect(waited < .seconds(10), "and not much longer: \(waited)")
        #expect(!portal.serve(), "serving does not wait")
    }

    @Test func withoutABusThereIsNoPortalAndNoWait() throws {
        #expect(SettingsPortal(environment: [:]) == nil)
        #expect(SettingsPortal(environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/bus"]) == nil)
        #expect(SettingsPortal(environment: ["DBUS_SESSION_BUS_ADDRESS": "not an address"]) == nil)
    }

    @Test func theSessionBusIsTheEnvironmentsOrTheUserBusSocket() throws {
        #expect(SettingsPortal.sessionBusAddress(environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/a",
                                                               "XDG_RUNTIME_DIR": "/b"]) == "unix:path=/a")
        #expect(SettingsPortal.sessionBusAddress(environment: [:]) == nil, "never autolaunched")
        let directory = try PlatformTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(SettingsPortal.sessionBusAddress(environment: ["XDG_RUNTIME_DIR": directory.path]) == nil, "no bus there")
        try Data().write(to: directory.appendingPathComponent("bus"))
        #expect(SettingsPortal.sessionBusAddress(environment: ["XDG_RUNTIME_DIR": directory.path]) == nil, "a file, not a socket")
        try FileManager.default.removeItem(at: directory.appendingPathComponent("bus"))
        let socket = try Self.listeningSocket(at: directory.appendingPathComponent("bus").path)
        defer { close(socket) }
        #expect(SettingsPortal.sessionBusAddress(environment: ["XDG_RUNTIME_DIR": directory.path])
                == "unix:path=" + directory.appendingPathComponent("bus").path)
    }

    private static func listeningSocket(at path: String) throws -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { bytes in
            for (index, byte) in path.utf8.prefix(bytes.count - 1).enumerated() { bytes[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard fd >= 0, bound == 0 else { throw XvfbError("cannot make a socket at \(path)") }
        return fd
    }
}

extension PlatformTests.EndToEndTests.SessionBus {
    /// A session of `SettingsPortalTests` running `command`.
    convenience init(running command: String) throws {
        try self.init(running: "exec " + command, needing: ["/usr/bin/dbus-send", "/usr/bin/python3"],
                      from: "dbus and python3-dbus")
    }

    /// A session whose portal serves `settings` (namespace, key, type, value, as the script reads
    /// them); returns once the portal owns its name.
    convenience init(portalVersion: Int = 2, settings: [String] = []) throws {
        let arguments = ["--version", "\(portalVersion)"] + settings
        try self.init(running: "/usr/bin/python3 "
                      + ([SettingsPortalTests.portalScript] + arguments).map { "'\($0)'" }.joined(separator: " "))
        let ready = try output.line(within: .seconds(20))
        guard ready == "ready" else { throw XvfbError("the stand-in portal said \(ready)") }
    }

    /// Starts a stand-in portal serving `settings` on this bus (the session running something
    /// else); returns once it owns its name. Stopping it is the caller's (`Portal.stop`).
    func startPortal(settings: [String]) throws -> Portal {
        let output = try PlatformTests.EndToEndTests.LineReader()
        let pid = try PlatformXvfb.spawn("/usr/bin/python3", [SettingsPortalTests.portalScript] + settings,
                                         standardOutput: output.writeEnd,
                                         environment: ["PATH=/usr/bin:/bin", "DBUS_SESSION_BUS_ADDRESS=\(address)"],
                                         ownProcessGroup: true)
        output.closeWriteEnd()
        let portal = Portal(pid: pid)
        let ready = try output.line(within: .seconds(20))
        guard ready == "ready" else { throw XvfbError("the stand-in portal said \(ready)") }
        return portal
    }

    /// A stand-in portal started on its own; stopped (and its name let go) when stopped or released.
    final class Portal {
        private var pid: pid_t?
        init(pid: pid_t) { self.pid = pid }
        deinit { stop() }
        /// Ends the portal and waits for it, so the bus has dropped its name.
        func stop() {
            guard let pid else { return }
            kill(-pid, SIGTERM)
            _ = PlatformXvfb.wait(for: pid)
            self.pid = nil
        }
    }

    /// Has the stand-in portal change a setting and emit SettingChanged (as the desktop's does
    /// when the user flips it); returns once the portal has sent the signal.
    func change(_ namespace: String, _ key: String, to variant: String) throws {
        let send = Process()
        send.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-send")
        send.arguments = ["--session", "--print-reply", "--reply-timeout=20000", "--dest=org.freedesktop.portal.Desktop",
                          "/org/freedesktop/portal/desktop", "org.listdemo.TestPortal.Change",
                          "string:" + namespace, "string:" + key, "variant:" + variant]
        send.environment = ["DBUS_SESSION_BUS_ADDRESS": address]
        send.standardOutput = FileHandle.nullDevice
        try send.run()
        send.waitUntilExit()
        guard send.terminationStatus == 0 else { throw XvfbError("dbus-send exited with \(send.terminationStatus)") }
    }
}
