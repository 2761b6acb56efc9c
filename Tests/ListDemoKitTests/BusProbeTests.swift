import Foundation
import Testing
@testable import ListDemoKit

/// The app's own bounded handshake with a bus (`BusProbe`), which every library's connection waits for: a real bus
/// answers; each way of not answering is found out within the budget and named; no bus is no bus.
struct BusProbeTests {
    /// The budget and a generous margin for a loaded machine: the probe never waits past its deadline by more.
    static let bound = Duration.milliseconds(Int(BusProbe.budget * 1000)) + .seconds(2)

    @Test func aRealBusAnswers() throws {
        let session = try PlatformTests.EndToEndTests.SessionBus(running: "/bin/sleep 120")
        #expect(BusProbe.probe(session.address) == .answered)
        // The alternatives are tried in order, as libdbus tries them.
        #expect(BusProbe.probe("unix:path=/nonexistent/bus;" + session.address) == .answered)
    }

    @Test(arguments: FakeBus.Behaviour.allCases)
    func aBusThatNeverAnswersIsFoundOutWithinTheBudget(behaviour: FakeBus.Behaviour) throws {
        let folder = try PlatformTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bus = try FakeBus(at: folder.appendingPathComponent("bus").path, behaviour: behaviour)
        let start = ContinuousClock.now
        let outcome = BusProbe.probe(bus.address)
        let waited = ContinuousClock.now - start
        let reason: String = switch behaviour {
        case .silent: "no answer to authentication within 250 ms"
        case .garbage: "it answered the authentication with something else than D-Bus"
        case .trickle: "no answer to authentication within 250 ms"
        case .authenticatesOnly: "no answer to Hello within 250 ms"
        }
        #expect(outcome == .unanswered(reason))
        #expect(bus.heardAuthentication == 1)
        #expect(waited < Self.bound, "\(waited)")
    }

    @Test func noBusIsAbsentAndOtherTransportsAreNotTrusted() throws {
        #expect(BusProbe.probe("unix:path=/nonexistent/bus") == .absent)
        #expect(BusProbe.probe("") == .absent)
        #expect(BusProbe.probe("tcp:host=localhost,port=1") == .unanswered("a transport listdemo does not check"))
        #expect(BusProbe.probe("unix:path=/a,abstract=b") == .unanswered("a transport listdemo does not check"))
    }

    @Test func addressesAreUnescapedAndAbstractNamesKeepTheirLength() throws {
        let path = try #require(BusProbe.socketAddress(of: "unix:path=/tmp/a%20b,guid=0123"))
        var expected = sockaddr_un()
        withUnsafeMutableBytes(of: &expected.sun_path) { for (index, byte) in "/tmp/a b".utf8.enumerated() { $0[index] = byte } }
        #expect(withUnsafeBytes(of: path.address.sun_path) { Array($0) } == withUnsafeBytes(of: expected.sun_path) { Array($0) })
        let abstract = try #require(BusProbe.socketAddress(of: "unix:abstract=/tmp/dbus-x"))
        #expect(Int(abstract.length) == MemoryLayout<sockaddr_un>.offset(of: \.sun_path)! + 1 + "/tmp/dbus-x".utf8.count)
        #expect(BusProbe.socketAddress(of: "unix:path=/a%zz") == nil, "a broken escape")
        #expect(BusProbe.socketAddress(of: "unix:path=/" + String(repeating: "x", count: 200)) == nil, "too long for a socket")
    }
}
