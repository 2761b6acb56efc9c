import Foundation
import Glibc
@testable import ListDemoKit

/// A tmpfs of a few kilobytes mounted on a fresh temporary folder, so tests can fill a disk or make
/// it read-only without touching any real one. Mounting needs root (or CAP_SYS_ADMIN); where it is
/// not allowed, `unavailableReason` says why and the tests that need it are skipped with that reason.
final class TinyDisk {
    let folder: URL

    /// Mounts a tmpfs of `size` (e.g. "16k") on a new temporary folder.
    init(size: String = "16k") throws {
        folder = try PlatformTestSupport.temporaryDirectory()
        guard mount("tmpfs", folder.path, "tmpfs", 0, "size=\(size),mode=0755") == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: folder)
            throw PlatformError("cannot mount a tmpfs: \(reason)")
        }
    }

    deinit {
        umount2(folder.path, Int32(MNT_DETACH))
        try? FileManager.default.removeItem(at: folder)
    }

    /// Makes the disk read-only from now on.
    func makeReadOnly() throws {
        guard mount("tmpfs", folder.path, "tmpfs", UInt(MS_REMOUNT | MS_RDONLY), nil) == 0 else {
            throw PlatformError("cannot remount read-only: \(String(cString: strerror(errno)))")
        }
    }

    /// Fills every free byte with a file called `name`.
    func fill(name: String = "filler") {
        let fd = open(folder.appendingPathComponent(name).path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { return }
        defer { close(fd) }
        let block = [UInt8](repeating: 0, count: 512)
        while block.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// Nil when this machine lets the tests mount a tmpfs, else why not (printed by the skipped tests).
    static let unavailableReason: String? = {
        do {
            _ = try TinyDisk()
            return nil
        } catch {
            return "\(error) (run the tests as root to try a full and a read-only disk)"
        }
    }()
}

/// Linux's device number for `major`:`minor` (glibc's `makedev`, a macro Swift cannot call), for
/// device nodes the tests make in their own folders.
func deviceNumber(major: UInt64, minor: UInt64) -> dev_t {
    dev_t((major & 0xfff) << 8 | (minor & 0xff) | (minor & ~0xff) << 12 | (major & ~0xfff) << 32)
}
