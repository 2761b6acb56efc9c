import Glibc

/// The process holding a `flock` on a file, as the kernel says (`/proc/locks`, what `lslocks` reads), and its program's
/// name (`/proc/PID/comm`). A PID written in a lock file is only a claim: any process can write any number there, and a
/// file whose holder has gone still holds its old one.
struct LockHolder: Equatable {
    let pid: Int32
    /// The program's name as the kernel keeps it (at most 15 bytes), nil when it cannot be read.
    let program: String?

    /// "listdemo (PID 1234)", for "open in …".
    var description: String { "\(program ?? "a process") (PID \(pid))" }

    /// The holder of a `flock` on `file`, nil when the kernel names none (or its table cannot be read).
    init?(of file: FileIdentity) {
        guard let table = Self.read("/proc/locks", limit: 1 << 20),
              let pid = Self.flockHolder(of: file, in: table) else { return nil }
        self.pid = pid
        let comm = Self.read("/proc/\(pid)/comm", limit: 64)?.split(separator: "\n").first
        program = comm.map(String.init)
    }

    init(pid: Int32, program: String?) {
        self.pid = pid
        self.program = program
    }

    /// The PID `table` (the text of `/proc/locks`) gives for the `FLOCK` held on `file`. A line reads
    /// `1: FLOCK  ADVISORY  WRITE 1234 08:01:5678 0 EOF`: the holder's PID, then the file's device (major and minor in
    /// hex) and inode; a waiter's line has `->` after the number and is passed over.
    static func flockHolder(of file: FileIdentity, in table: String) -> Int32? {
        let device = UInt64(file.device)
        let major = ((device >> 8) & 0xfff) | ((device >> 32) & ~0xfff)
        let minor = (device & 0xff) | ((device >> 12) & ~0xff)
        for line in table.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 6, fields[1] == "FLOCK" else { continue }
            let place = fields[5].split(separator: ":")
            guard place.count == 3, UInt64(place[0], radix: 16) == major, UInt64(place[1], radix: 16) == minor,
                  UInt64(place[2]) == file.inode, let pid = Int32(fields[4]), pid > 0 else { continue }
            return pid
        }
        return nil
    }

    /// At most `limit` bytes of a `/proc` file, nil when it cannot be read.
    private static func read(_ path: String, limit: Int) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 8192)
        while bytes.count < limit {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes.prefix(limit), as: UTF8.self)
    }
}
