import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    @Suite struct PlatformAssetsTests {
        @Test func thePackageAssetsHoldBothFontsAndTheLicence() throws {
            let assets = try Assets.locate(environment: [:], executableDirectory: nil)
            #expect(assets.directory.hasSuffix("/Assets"))
            #expect(try assets.fontPath(for: .regular).hasSuffix("/DejaVuSans.ttf"))
            #expect(try assets.fontPath(for: .bold).hasSuffix("/DejaVuSans-Bold.ttf"))
            #expect(FileManager.default.fileExists(atPath: assets.directory + "/DejaVu-LICENSE.txt"))
        }

        @Test func theEnvironmentVariableWins() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let assets = try Assets.locate(environment: ["LISTDEMO_ASSETS": folder.path], executableDirectory: nil)
            #expect(assets.directory == folder.path)

            let error = try #require(throws: PlatformError.self) {
                try Assets.locate(environment: ["LISTDEMO_ASSETS": "/nonexistent/assets"], executableDirectory: nil)
            }
            #expect(error.description == "assets folder not found: /nonexistent/assets (from LISTDEMO_ASSETS)")
        }

        @Test func anAssetsFolderBesideTheExecutableComesBeforeThePackage() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("Assets"), withIntermediateDirectories: false)
            let assets = try Assets.locate(environment: [:], executableDirectory: folder.path)
            #expect(assets.directory == folder.path + "/Assets")
        }

        @Test func aMissingFontIsOneLineNamingThePath() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let expected = "font not found: \(folder.path)/DejaVuSans.ttf"

            let error = try #require(throws: PlatformError.self) { try Assets(directory: folder.path).fontPath(for: .regular) }
            #expect(error.description == expected)
            let canvasError = try #require(throws: PlatformError.self) {
                try Canvas(size: Size(width: 10, height: 10), assets: Assets(directory: folder.path))
            }
            #expect(canvasError.description == expected)
        }
    }
}
