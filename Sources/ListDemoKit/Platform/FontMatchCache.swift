import CFontconfig
import Glibc

/// fontconfig's answer for the app's two faces, kept between runs with the state of every file and folder it came
/// from, so a start whose fonts and font configuration have not changed skips parsing `/etc/fonts` (about 10 ms of CPU
/// and 1 MiB of the peak at every start, the largest share of what listdemo's first frame cost beyond the SDL floor's:
/// docs/BENCHMARKS.md). Firefox keeps its system font list between starts for the same reason.
///
/// The file (`$XDG_CACHE_HOME/listdemo/font-match`, else `~/.cache/listdemo/font-match`) is text, a line each:
/// the format, then `key` lines (the family asked for, the program's name and the environment variables
/// fontconfig reads, which `<match>` rules and the configuration's location depend on), two `face` lines and the
/// `stamp` lines. A stamp is a path and what `stat` said of it (device, inode, type, size, modification and change
/// times to the nanosecond, or `missing`): every configuration file and folder fontconfig read and their folders,
/// every font folder it scanned (a font added or removed changes its folder's times, which is also what fontconfig's
/// own caches go by), and the user's configuration and font locations that do not exist yet. The answer is used only
/// when the key lines are the ones this run would write and every stamp is still true; anything else — no file, a
/// folder, a FIFO or a symlink in its place, a file over 256 KiB, a line out of place, a face that is not a font
/// file in a folder the entry stamps — is a miss: fontconfig answers and the file is written again (to a temporary
/// file renamed over it, so a reader never sees half of one). A cache that cannot be read or written is never an error.
///
/// What the checks cannot see: a file that starts as a font and is broken further in, or a face index the file does not
/// have, written into the cache by hand with matching stamps — the app then fails to open the font, naming it, or draws
/// no text, at every start until the file is deleted. Only the user's own processes can write the file, and they can
/// point fontconfig's own per-user cache (`~/.cache/fontconfig`) at such a file just as well. Opening each face with
/// FreeType here would cost 0.3–0.7 ms a face and still pass a font cut off after its first glyphs.
enum FontMatchCache {
    /// The largest file read; a real one is a few KB.
    static let sizeLimit = 256 * 1024
    static let formatLine = "listdemo font match 1"

    /// The environment variables fontconfig's configuration and match read.
    static let environmentVariables = ["FONTCONFIG_FILE", "FONTCONFIG_PATH", "FONTCONFIG_SYSROOT", "FC_LANG", "LC_ALL",
                                       "LC_CTYPE", "LANG", "HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME"]

    /// An answer as stored: the faces, and the stamps it stands on.
    struct Entry: Equatable {
        var key: [String]
        var faces: FontFaces
        var stamps: [Stamp]
    }

    /// A path and its state.
    struct Stamp: Equatable {
        let path: String
        let state: String

        /// `path` as it is now: followed through symlinks, as fontconfig reads it.
        init(_ path: String) {
            self.path = path
            var info = stat()
            if stat(path, &info) != 0 {
                state = errno == ENOENT || errno == ENOTDIR ? "missing" : "error \(errno)"
            } else {
                state = [UInt(info.st_dev), UInt(info.st_ino), UInt(info.st_mode), UInt(bitPattern: info.st_size),
                         UInt(bitPattern: info.st_mtim.tv_sec), UInt(bitPattern: info.st_mtim.tv_nsec),
                         UInt(bitPattern: info.st_ctim.tv_sec), UInt(bitPattern: info.st_ctim.tv_nsec)]
                    .map(String.init).joined(separator: " ")
            }
        }

        init(path: String, state: String) {
            self.path = path
            self.state = state
        }

        var isCurrent: Bool { Stamp(path) == self }
    }

    /// Where the cache lives for `environment`; nil when neither XDG_CACHE_HOME nor HOME is an absolute path.
    static func path(environment: [String: String]) -> String? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/listdemo/font-match" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/listdemo/font-match" }
        return nil
    }

    /// The executable's file name, which fontconfig's `<test name="prgname">` rules compare (it reads
    /// `/proc/self/exe` too).
    static var program: String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return "" }
        let path = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return path.split(separator: "/").last.map(String.init) ?? ""
    }

    /// What the answer for `family` depends on besides files.
    static func key(family: String, environment: [String: String]) -> [String] {
        return ["family " + family, "program " + program]
            + environmentVariables.map { name in environment[name].map { "env \(name)=\($0)" } ?? "env \(name) unset" }
    }

    // MARK: Reading

    /// The faces stored at `path` for `key`, when every stamp still holds and both faces are font files in folders the
    /// entry stamps (as fontconfig's answers are: files in the font folders it scanned).
    static func faces(at path: String, key: [String]) -> FontFaces? {
        guard let text = read(path), let entry = decode(text), entry.key == key,
              entry.stamps.allSatisfy(\.isCurrent) else { return nil }
        let folders = Set(entry.stamps.map(\.path))
        guard isFontFile(entry.faces.regular.path, in: folders), isFontFile(entry.faces.bold.path, in: folders)
        else { return nil }
        return entry.faces
    }

    /// The file's text: nil unless it is a regular file (not a symlink, a FIFO or a folder) of at most `sizeLimit`.
    static func read(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= sizeLimit else { return nil }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while bytes.count <= sizeLimit {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        guard bytes.count <= sizeLimit else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The entry `text` holds; nil for anything but the format this writes.
    static func decode(_ text: String) -> Entry? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == Substring(formatLine), lines.last == "" else { return nil }
        lines.removeFirst()
        lines.removeLast()
        var key: [String] = []
        var faces: [String: FontFace] = [:]
        var stamps: [Stamp] = []
        for line in lines {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            switch (fields.first, fields.count) {
            case ("key", 2) where faces.isEmpty && stamps.isEmpty:
                key.append(fields[1])
            case ("face", 5) where stamps.isEmpty && faces[fields[1]] == nil && ["regular", "bold"].contains(fields[1]):
                guard let index = Int32(fields[2]), index >= 0, fields[4].hasPrefix("/") else { return nil }
                faces[fields[1]] = FontFace(path: fields[4], index: Int(index), family: fields[3])
            case ("stamp", 3) where faces.count == 2 && fields[2].hasPrefix("/"):
                stamps.append(Stamp(path: fields[2], state: fields[1]))
            default:
                return nil
            }
        }
        guard !key.isEmpty, let regular = faces["regular"], let bold = faces["bold"], !stamps.isEmpty else { return nil }
        return Entry(key: key, faces: FontFaces(regular: regular, bold: bold), stamps: stamps)
    }

    /// The first bytes of the font files FreeType opens: TrueType, OpenType (CFF), Apple's TrueType, a collection,
    /// WOFF and WOFF2, PostScript Type 1 (PFA, PFB).
    static let fontSignatures: [[UInt8]] = [[0, 1, 0, 0], Array("OTTO".utf8), Array("true".utf8), Array("ttcf".utf8),
                                            Array("wOFF".utf8), Array("wOF2".utf8), Array("%!PS".utf8), [0x80, 0x01]]

    /// Whether `path` is a readable regular file in one of `folders` that starts as a font file does: a file the
    /// cache names is one fontconfig could have answered with, never an arbitrary file that would fail to open as
    /// a font at every start.
    static func isFontFile(_ path: String, in folders: Set<String>) -> Bool {
        guard let slash = path.lastIndex(of: "/"), folders.contains(slash == path.startIndex ? "/" : String(path[..<slash]))
        else { return false }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        var head = [UInt8](repeating: 0, count: 4)
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
              head.withUnsafeMutableBytes({ Glibc.read(descriptor, $0.baseAddress, 4) }) == 4 else { return false }
        return fontSignatures.contains { head.starts(with: $0) }
    }

    // MARK: Writing

    /// `entry` as the file holds it; nil when a field holds a tab or a line break, which the format cannot.
    static func encode(_ entry: Entry) -> String? {
        let faces = [("regular", entry.faces.regular), ("bold", entry.faces.bold)]
        let fields = entry.key + faces.flatMap { [$0.1.family, $0.1.path] } + entry.stamps.flatMap { [$0.path, $0.state] }
        guard !fields.contains(where: { $0.contains("\t") || $0.contains("\n") || $0.contains("\r") }) else { return nil }
        var lines = [formatLine] + entry.key.map { "key\t" + $0 }
        lines += faces.map { "face\t\($0.0)\t\($0.1.index)\t\($0.1.family)\t\($0.1.path)" }
        lines += entry.stamps.map { "stamp\t\($0.state)\t\($0.path)" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes `entry` to `path` (creating its folder and the cache folder above it, 0700, but nothing higher: a home
    /// that does not exist, such as a system user's `/nonexistent`, is never made), through a temporary file renamed
    /// over it; false when it could not. Never follows a symlink at `path` (the rename replaces the link itself).
    ///
    /// Not `AtomicFile`, which the app's saves and screenshots go through: it writes through a symlink to its target
    /// and syncs file and folder to disk, right for a user's file; a cache is neither read nor written through a link
    /// (a link there could name any of the user's files) and is as good as new when a crash loses it.
    @discardableResult
    static func write(_ entry: Entry, to path: String) -> Bool {
        guard let text = encode(entry), let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return false }
        let folder = String(path[..<slash])
        guard makeFolders(folder, levels: 2) else { return false }
        removeStaleTemporaries(in: folder)
        var template = Array((folder + "/" + temporaryPrefix + "\(getpid()).XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return false }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)  // mkostemp, which opens it so, is a GNU extension Glibc does not import
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            written += count
        }
        let closed = close(descriptor) == 0
        guard written == bytes.count, closed, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    /// Creates `folder` and, up to `levels` folders in all, those above it that are missing, each 0700 (as XDG's base
    /// directories are); false when a folder higher up is missing too.
    private static func makeFolders(_ folder: String, levels: Int) -> Bool {
        var info = stat()
        if stat(folder, &info) == 0 { return info.st_mode & S_IFMT == S_IFDIR }
        guard levels > 0, let slash = folder.lastIndex(of: "/"), slash != folder.startIndex,
              makeFolders(String(folder[..<slash]), levels: levels - 1) else { return false }
        return mkdir(folder, 0o700) == 0 || errno == EEXIST
    }

    // MARK: What fontconfig read

    /// The stamps of everything fontconfig's answer came from, read from its loaded configuration (call after a
    /// match): its configuration files, their folders and the folders it included, its font folders, and the user's
    /// configuration and font locations, which may not exist yet.
    static func stamps(environment: [String: String]) -> [Stamp] {
        var paths: [String] = []
        for file in strings(FcConfigGetConfigFiles(nil)) {
            paths.append(file)
            if let slash = file.lastIndex(of: "/"), slash != file.startIndex { paths.append(String(file[..<slash])) }
        }
        paths += strings(FcConfigGetConfigDirs(nil)) + strings(FcConfigGetFontDirs(nil))
        if let home = environment["HOME"], home.hasPrefix("/") {
            let config = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.config"
            let data = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.local/share"
            paths += [config + "/fontconfig/fonts.conf", config + "/fontconfig/conf.d", data + "/fonts",
                      home + "/.fonts.conf", home + "/.fonts.conf.d", home + "/.fonts"]
        }
        var seen = Set<String>()
        return paths.filter { seen.insert($0).inserted }.map(Stamp.init)
    }

    /// The strings of a list fontconfig hands over (and frees).
    private static func strings(_ list: OpaquePointer?) -> [String] {
        guard let list else { return [] }
        defer { FcStrListDone(list) }
        var strings: [String] = []
        while let next = FcStrListNext(list) { strings.append(String(cString: next)) }
        return strings
    }
}
