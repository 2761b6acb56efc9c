import FoundationEssentials
import Glibc
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// fontconfig's answer kept between runs (`FontMatchCache`): used only while everything it came from is unchanged,
    /// and a file in its place that is not one it wrote is a miss, never a hang, a crash or a wrong face.
    @Suite struct FontMatchCacheTests {
        /// A folder for one test's cache, removed when the test ends.
        final class Folder {
            let path: String
            init() throws { path = try PlatformTestSupport.temporaryDirectory().path }
            deinit { try? FileManager.default.removeItem(atPath: path) }
            var environment: [String: String] {
                ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": path]) { $1 }
            }
            var cache: String { path + "/listdemo/font-match" }
        }

        /// A file's bytes.
        static func write(_ text: String, to path: String) throws {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }

        /// An entry whose faces are the bundled files and whose stamps are `paths` and the bundled files' folder.
        static func entry(stamping paths: [String]) throws -> FontMatchCache.Entry {
            let faces = try FontFaces.bundled(PlatformTestSupport.assets())
            let folder = String(faces.regular.path[..<faces.regular.path.lastIndex(of: "/")!])
            return FontMatchCache.Entry(key: ["family test"], faces: faces,
                                        stamps: (paths + [folder]).map(FontMatchCache.Stamp.init))
        }

        @Test func aSecondAskIsAnsweredFromTheCacheWithFontconfigsFaces() throws {
            let folder = try Folder()
            let first = FontFaces.matched(family: "sans-serif", environment: folder.environment)
            let faces = try #require(first.faces)
            #expect(!first.fromCache)
            #expect(faces.regular.path == (try FontChoiceTests.fcMatch("sans-serif")))
            #expect(faces.bold.path == (try FontChoiceTests.fcMatch("sans-serif:weight=bold")))
            let second = FontFaces.matched(family: "sans-serif", environment: folder.environment)
            #expect(second.fromCache && second.faces == faces)
            // Another family, or another language for fontconfig, is not the answer stored.
            #expect(!FontFaces.matched(family: "DejaVu Serif", environment: folder.environment).fromCache)
            let french = folder.environment.merging(["FC_LANG": "fr"]) { $1 }
            #expect(!FontFaces.matched(family: "sans-serif", environment: french).fromCache)
            // Private to the user, as XDG's cache is.
            var info = stat()
            #expect(stat(folder.path + "/listdemo", &info) == 0 && info.st_mode & 0o777 == 0o700)
            #expect(stat(folder.cache, &info) == 0 && info.st_mode & 0o777 == 0o600)
        }

        @Test func aStampThatNoLongerHoldsIsAMiss() throws {
            let folder = try Folder()
            let (file, directory, absent) = (folder.path + "/fonts.conf", folder.path + "/conf.d", folder.path + "/later.conf")
            try Self.write("<fontconfig/>", to: file)
            #expect(mkdir(directory, 0o755) == 0)
            let entry = try Self.entry(stamping: [file, directory, absent])
            func answer() -> FontFaces? { FontMatchCache.faces(at: folder.cache, key: entry.key) }
            #expect(FontMatchCache.write(entry, to: folder.cache))
            #expect(answer() == entry.faces)
            #expect(FontMatchCache.faces(at: folder.cache, key: ["family other"]) == nil)

            try Self.write("<fontconfig></fontconfig>", to: file)  // edited
            #expect(answer() == nil)
            #expect(FontMatchCache.write(try Self.entry(stamping: [file, directory, absent]), to: folder.cache))
            #expect(answer() == entry.faces)
            try Self.write("<fontconfig/>", to: directory + "/50-new.conf")  // a file added to a folder read
            #expect(answer() == nil)
            #expect(FontMatchCache.write(try Self.entry(stamping: [file, directory, absent]), to: folder.cache))
            try Self.write("<fontconfig/>", to: absent)  // a location that did not exist now does
            #expect(answer() == nil)
        }

        @Test func aFaceThatIsNoLongerAReadableFileIsAMiss() throws {
            let folder = try Folder()
            let assets = try PlatformTestSupport.assets()
            let fonts = folder.path + "/fonts", copy = folder.path + "/fonts/Face.ttf"
            #expect(mkdir(fonts, 0o755) == 0)
            try FileManager.default.copyItem(atPath: try assets.fontPath(for: .regular), toPath: copy)
            var entry = try Self.entry(stamping: [fonts])
            entry.faces = FontFaces(regular: FontFace(path: copy, index: 0, family: "DejaVu Sans"), bold: entry.faces.bold)
            #expect(FontMatchCache.write(entry, to: folder.cache))
            #expect(FontMatchCache.faces(at: folder.cache, key: entry.key) == entry.faces)
            #expect(unlink(copy) == 0 && mkdir(copy, 0o755) == 0)  // a folder by that name
            entry.stamps = [FontMatchCache.Stamp(fonts)]  // as a run would find them now
            #expect(FontMatchCache.write(entry, to: folder.cache))
            #expect(FontMatchCache.faces(at: folder.cache, key: entry.key) == nil)
        }

        /// A file in a stamped folder that is no font (a cache written by hand to name any readable file) is a miss:
        /// the app would otherwise fail to open it as a font at every start.
        @Test func aFaceThatIsNoFontFileIsAMiss() throws {
            let folder = try Folder()
            let fonts = folder.path + "/fonts"
            #expect(mkdir(fonts, 0o755) == 0)
            let assets = try PlatformTestSupport.assets()
            let real = fonts + "/Face.ttf", text = fonts + "/fonts.dir", elsewhere = folder.path + "/Face.ttf"
            try FileManager.default.copyItem(atPath: try assets.fontPath(for: .regular), toPath: real)
            try FileManager.default.copyItem(atPath: try assets.fontPath(for: .regular), toPath: elsewhere)
            try Self.write("root:x:0:0:root:/root:/bin/bash\n", to: text)
            var entry = try Self.entry(stamping: [fonts])
            func answer(regular path: String) -> FontFaces? {
                entry.faces = FontFaces(regular: FontFace(path: path, index: 0, family: "DejaVu Sans"), bold: entry.faces.bold)
                entry.stamps.append(FontMatchCache.Stamp(path))
                #expect(FontMatchCache.write(entry, to: folder.cache))
                return FontMatchCache.faces(at: folder.cache, key: entry.key)
            }
            #expect(answer(regular: real)?.regular.path == real)
            #expect(answer(regular: text) == nil)       // in a font folder, but no font
            #expect(answer(regular: elsewhere) == nil)  // a font, but in no folder the entry stamps
            #expect(FontMatchCache.isFontFile(try assets.fontPath(for: .bold), in: [fonts]) == false)
        }

        /// The cache folder and `listdemo` in it are made when missing, but never a home that does not exist.
        @Test func aHomeThatDoesNotExistIsNeverMade() throws {
            let folder = try Folder()
            let home = folder.path + "/nonexistent"
            let environment = ["HOME": home, "LANG": "C.UTF-8"]
            let answer = FontFaces.matched(family: "sans-serif", environment: environment)
            #expect(answer.faces != nil && !answer.fromCache)
            #expect(access(home, F_OK) != 0)
            #expect(mkdir(home, 0o755) == 0)  // with the home there, ~/.cache and ~/.cache/listdemo are made
            #expect(!FontFaces.matched(family: "sans-serif", environment: environment).fromCache)
            #expect(FontFaces.matched(family: "sans-serif", environment: environment).fromCache)
            #expect(access(home + "/.cache/listdemo/font-match", R_OK) == 0)
        }

        /// A start killed between making its temporary and renaming it leaves `.font-match.<PID>.XXXXXX`: the next write
        /// removes those of ended processes and those over a minute old, and nothing else (a running writer's fresh one,
        /// names that are not a temporary's, a folder of that name).
        @Test func temporariesLeftByKilledStartsAreSweptByNameAndAge() throws {
            let folder = try Folder()
            let cacheFolder = folder.path + "/listdemo"
            #expect(mkdir(cacheFolder, 0o700) == 0)
            // A PID no process has: the kernel's PIDs are below pid_max.
            let pidMax = try String(contentsOfFile: "/proc/sys/kernel/pid_max", encoding: .utf8)
            let ended = try #require(Int32(pidMax.split(separator: "\n").first ?? ""))
            let names = [
                "stale": ".font-match.\(ended).Ab3xYz",
                "old": ".font-match.\(getpid()).Qq9Rr0",
                "fresh": ".font-match.\(getpid()).Fr35h1",
                "foreign": ".font-match.notes",
                "short": ".font-match.\(ended).abc",
                "folder": ".font-match.\(ended).Dir000",
            ]
            for (kind, name) in names where kind != "folder" { try Self.write("x", to: cacheFolder + "/" + name) }
            #expect(mkdir(cacheFolder + "/" + names["folder"]!, 0o700) == 0)
            var times = [timespec(tv_sec: time(nil) - 120, tv_nsec: 0), timespec(tv_sec: time(nil) - 120, tv_nsec: 0)]
            #expect(utimensat(AT_FDCWD, cacheFolder + "/" + names["old"]!, &times, 0) == 0)
            #expect(FontMatchCache.write(try Self.entry(stamping: ["/"]), to: folder.cache))
            let left = Set(try FileManager.default.contentsOfDirectory(atPath: cacheFolder))
            #expect(left == ["font-match", names["fresh"]!, names["foreign"]!, names["short"]!, names["folder"]!])
            #expect(FontMatchCache.temporaryOwner(".font-match.12.a1B2c3") == 12)
            #expect(FontMatchCache.temporaryOwner(".font-match.-1.a1B2c3") == nil)
            #expect(FontMatchCache.temporaryOwner(".font-match.12.a1B2c") == nil)
            #expect(FontMatchCache.temporaryOwner(".font-match.12.a1B2c3.x") == nil)
        }

        @Test func anEntryReadsBackAsWritten() throws {
            let entry = try Self.entry(stamping: ["/", "/nonexistent-listdemo-path"])
            let text = try #require(FontMatchCache.encode(entry))
            #expect(FontMatchCache.decode(text) == entry)
            #expect(entry.stamps[1].state == "missing")
            // A tab or a line break in a field cannot be written in this format: nothing is written.
            var odd = entry
            odd.key = ["family A\tB"]
            #expect(FontMatchCache.encode(odd) == nil)
            odd = entry
            odd.stamps.append(FontMatchCache.Stamp(path: "/a\nb", state: "missing"))
            #expect(FontMatchCache.encode(odd) == nil)
            #expect(!FontMatchCache.write(odd, to: "/tmp/listdemo-never-written/font-match"))
        }

        /// Text that is not exactly what `encode` writes is no entry.
        @Test(arguments: [
            "",
            "listdemo font match 2\nkey\tfamily test\n",
            "key\tfamily test\n",
            "listdemo font match 1\n",
            "listdemo font match 1\nkey\tfamily test\nface\tregular\t0\tA\t/a.ttf\nface\tbold\t0\tA\t/b.ttf\nstamp\tmissing\t/x",
            "listdemo font match 1\nkey\tfamily test\nface\tregular\t0\tA\t/a.ttf\nstamp\tmissing\t/x\n",
            "listdemo font match 1\nkey\tfamily test\nface\tregular\t0\tA\t/a.ttf\nface\tregular\t0\tA\t/b.ttf\nstamp\tmissing\t/x\n",
            "listdemo font match 1\nkey\tfamily test\nface\tregular\t-1\tA\t/a.ttf\nface\tbold\t0\tA\t/b.ttf\nstamp\tmissing\t/x\n",
            "listdemo font match 1\nkey\tfamily test\nface\tregular\t99999999999\tA\t/a.ttf\nface\tbold\t0\tA\t/b.ttf\nstamp\tmissing\t/x\n",
            "listdemo font match 1\nkey\tfamily test\nface\tregular\t0\tA\ta.ttf\nface\tbold\t0\tA\t/b.ttf\nstamp\tmissing\t/x\n",
            "listdemo font match 1\nkey\tfamily test\nface\tregular\t0\tA\t/a.ttf\nface\tbold\t0\tA\t/b.ttf\n",
            "listdemo font match 1\nkey\tfamily test\nface\tregular\t0\tA\t/a.ttf\nface\tbold\t0\tA\t/b.ttf\nstamp\tmissing\tx\n",
            "listdemo font match 1\nkey\tfamily test\nface\tregular\t0\tA\t/a.ttf\nface\tbold\t0\tA\t/b.ttf\nstamp\tmissing\t/x\nkey\tlate\n",
            "listdemo font match 1\nkey\tfamily test\nface\tregular\t0\tA\t/a.ttf\nface\tbold\t0\tA\t/b.ttf\nstamp\tmissing\t/x\n\n",
            "listdemo font match 1\r\nkey\tfamily test\n",
        ])
        func textThatIsNotAnEntryIsNone(_ text: String) {
            #expect(FontMatchCache.decode(text) == nil)
        }

        /// Whatever is in the cache's place — a folder, a FIFO, a symlink, a huge or binary file — the answer is
        /// fontconfig's, at once; the thing in its place is replaced only when it is a file or a link (the link
        /// itself, never what it points to), and a folder is left as it is.
        @Test func whateverIsInTheCachesPlaceTheAnswerIsFontconfigs() throws {
            let expected = try #require(FontFaces.matched(family: "sans-serif", environment: [:]).faces)
            let folder = try Folder()
            try FileManager.default.createDirectory(atPath: folder.path + "/listdemo", withIntermediateDirectories: true)
            func ask() -> (faces: FontFaces?, fromCache: Bool) {
                FontFaces.matched(family: "sans-serif", environment: folder.environment)
            }
            func reset() { try? FileManager.default.removeItem(atPath: folder.cache) }

            #expect(mkdir(folder.cache, 0o700) == 0)
            #expect(ask() == (expected, false))
            var info = stat()
            #expect(stat(folder.cache, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR)

            reset()
            #expect(mkfifo(folder.cache, 0o600) == 0)
            #expect(ask() == (expected, false))  // no writer on the FIFO: a blocking open would never return
            #expect(ask() == (expected, true))   // replaced by the answer

            reset()
            let target = folder.path + "/elsewhere"
            #expect(FontMatchCache.write(try Self.entry(stamping: [folder.path]), to: target))
            let targetText = try String(contentsOfFile: target, encoding: .utf8)
            #expect(symlink(target, folder.cache) == 0)
            #expect(ask() == (expected, false))
            #expect(lstat(folder.cache, &info) == 0 && info.st_mode & S_IFMT == S_IFREG)
            #expect(try String(contentsOfFile: target, encoding: .utf8) == targetText)

            reset()
            try Self.write(String(repeating: "x", count: FontMatchCache.sizeLimit + 1), to: folder.cache)
            #expect(ask() == (expected, false))
            reset()
            try Data([0x6c, 0xff, 0xfe, 0x00, 0x0a]).write(to: URL(fileURLWithPath: folder.cache))
            #expect(ask() == (expected, false))
            #expect(ask() == (expected, true))
        }
    }
}
