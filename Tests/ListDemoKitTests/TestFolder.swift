import Foundation
@testable import ListDemoKit

/// A fresh folder under the system's temporary folder, removed when the value goes.
final class TestFolder {
    let url: URL
    init() throws { url = try PlatformTestSupport.temporaryDirectory() }
    deinit { try? FileManager.default.removeItem(at: url) }
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Makes `name` a node of `kind` that is not a regular file (a FIFO, a character device with /dev/full's numbers,
    /// else a folder), of the test's own and never a real device; its path, or nil (printing why) where this machine
    /// will not make one, as a user who is not root cannot make a device.
    func node(_ name: String, _ kind: FileIdentity.Kind) -> String? {
        let node = path(name)
        let made = switch kind {
        case .fifo: mkfifo(node, 0o644) == 0
        case .characterDevice: mknod(node, S_IFCHR | 0o644, deviceNumber(major: 1, minor: 7)) == 0
        default: mkdir(node, 0o755) == 0
        }
        guard made else {
            print("skipped \(kind): cannot make one here (\(String(cString: strerror(errno))))")
            return nil
        }
        return node
    }
}

/// The one-line failure the command line `arguments` get, or nil when they are accepted.
func commandLineFailure(_ arguments: [String]) -> String? {
    if case .failure(let line) = ListDemoOptions.interpret(arguments) { return line }
    return nil
}
