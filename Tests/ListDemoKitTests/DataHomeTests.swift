import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// The form keeps its file where a desktop keeps a user's data (`$XDG_DATA_HOME/listdemo`, else
    /// `~/.local/share/listdemo`), making only the folders below an existing home, each 0700.
    @Suite struct DataHomeTests {
        @Test(arguments: [
            (["XDG_DATA_HOME": "/x/data", "HOME": "/home/u"], "/x/data/listdemo"),
            (["XDG_DATA_HOME": "/x/data/", "HOME": "/home/u"], "/x/data/listdemo"),
            // A relative XDG_DATA_HOME is not a folder by the XDG rule: the home's is used.
            (["XDG_DATA_HOME": "data", "HOME": "/home/u"], "/home/u/.local/share/listdemo"),
            (["XDG_DATA_HOME": "", "HOME": "/home/u/"], "/home/u/.local/share/listdemo"),
            (["HOME": "/"], "/.local/share/listdemo"),
            (["XDG_DATA_HOME": "/"], "/listdemo"),
            (["HOME": "home"], nil),
            ([:], nil),
        ] as [([String: String], String?)])
        func theDataFolderFollowsTheXDGRule(environment: [String: String], folder: String?) {
            #expect(DataHome.folder(environment: environment) == folder)
            var options = ListDemoOptions()
            #expect(options.formFile(environment: environment) == (folder.map { $0 + "/" } ?? "") + "classmates.json")
            #expect(options.rightHalfFormFile(environment: environment)
                        == (folder.map { $0 + "/" } ?? "") + "classmates-right.json")
            options.saveTo = "rel/c.json"
            #expect(options.formFile(environment: environment) == "rel/c.json", "--save-to wins, relative as given")
        }

        private func mode(_ path: String) -> Int? {
            (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? nil
        }

        @Test func theFoldersBelowTheHomeAreMadePrivateAndExistingOnesAreLeftAsTheyAre() throws {
            let home = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: home) }
            // An existing ~/.local keeps its mode; share and listdemo are made 0700.
            try FileManager.default.createDirectory(atPath: home.path + "/.local", withIntermediateDirectories: false,
                                                    attributes: [.posixPermissions: 0o755])
            #expect(DataHome.make(environment: ["HOME": home.path]))
            #expect(mode(home.path + "/.local") == 0o755)
            #expect(mode(home.path + "/.local/share") == 0o700)
            #expect(mode(home.path + "/.local/share/listdemo") == 0o700)
            #expect(DataHome.make(environment: ["HOME": home.path]), "an existing folder is fine")
        }

        @Test func aHomeThatDoesNotExistIsNeverMade() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let missing = folder.path + "/nobody"
            #expect(!DataHome.make(environment: ["HOME": missing]))
            #expect(!FileManager.default.fileExists(atPath: missing))
            // XDG_DATA_HOME itself may be made, but only in a folder that exists.
            #expect(!DataHome.make(environment: ["XDG_DATA_HOME": missing + "/data"]))
            #expect(!FileManager.default.fileExists(atPath: missing))
            #expect(DataHome.make(environment: ["XDG_DATA_HOME": folder.path + "/data"]))
            #expect(mode(folder.path + "/data") == 0o700 && mode(folder.path + "/data/listdemo") == 0o700)
        }

        @Test func aFileInTheWayIsLeftAlone() throws {
            let home = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: home) }
            try Data("mine".utf8).write(to: home.appendingPathComponent(".local"))
            #expect(!DataHome.make(environment: ["HOME": home.path]))
            #expect(FileManager.default.contents(atPath: home.path + "/.local") == Data("mine".utf8))
        }

        /// The real executable, started in another folder with no --save-to: the save lands in the data folder,
        /// nothing in the current folder, and the trace's save record names the full path.
        @Test func aFormWithNoSaveToSavesInTheDataFolder() throws {
            let home = try PlatformTestSupport.temporaryDirectory(), work = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: home); try? FileManager.default.removeItem(at: work) }
            let script = work.appendingPathComponent("s.txt"), trace = work.appendingPathComponent("t.jsonl")
            try Data("0.1 click 300,66\n0.2 type Ada\n0.3 key ctrl+s\n0.5 quit\n".utf8).write(to: script)
            let run = try ExecutableRun(["form", "--headless", "--script", script.path, "--trace", trace.path],
                                        environment: ExecutableRun.cleanEnvironment(["HOME": home.path, "XDG_DATA_HOME": ""]),
                                        in: work, limit: .seconds(60))
            #expect(run.exited && run.status == 0, "\(run.errors)")
            let file = home.path + "/.local/share/listdemo/classmates.json"
            let saved = try #require(FileManager.default.contents(atPath: file))
            #expect(try JSONDecoder().decode([String?].self, from: saved).first == "Ada")
            #expect(mode(home.path + "/.local/share/listdemo") == 0o700)
            let left = try FileManager.default.contentsOfDirectory(atPath: work.path).sorted()
            #expect(!left.contains { $0.hasPrefix("classmates") }, "no form file, draft or lock here: \(left)")
            #expect(left.contains("t.jsonl"), "the run's own outputs are where they were named")
            let records = String(decoding: try Data(contentsOf: trace), as: UTF8.self)
            #expect(records.contains(#""event":"save""#) && records.contains(#""path":"\#(file)""#))
        }

        @Test func theSaveBannerNamesTheFullPath() {
            let folder = FileManager.default.currentDirectoryPath
            #expect(FormScene.fullPath("c.json") == (folder == "/" ? "" : folder) + "/c.json")
            #expect(FormScene.fullPath("./c.json") == (folder == "/" ? "" : folder) + "/c.json")
            #expect(FormScene.fullPath("/a/c.json") == "/a/c.json")
        }
    }
}
