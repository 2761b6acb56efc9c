// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "listdemo",
    products: [
        .library(name: "ScrollCore", targets: ["ScrollCore"]),
        .executable(name: "listdemo", targets: ["listdemo"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.1.0"),
    ],
    targets: [
        // The engine: pure Swift, no SDL, no C modules.
        .target(name: "ScrollCore"),

        // C libraries from Debian's -dev packages.
        .systemLibrary(name: "CSDL2", path: "Sources/CSDL2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CSDL2TTF", path: "Sources/CSDL2TTF", providers: [.apt(["libsdl2-ttf-dev"])]),
        .systemLibrary(name: "CPNG", path: "Sources/CPNG", providers: [.apt(["libpng-dev"])]),

        // The app as a library, so tests drive scenes, scripts and drawing headless.
        .target(name: "ListDemoKit", dependencies: [
            "ScrollCore", "CSDL2", "CSDL2TTF", "CPNG",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Histogram", package: "hdrhistogram-swift"),
        ]),
        .executableTarget(name: "listdemo", dependencies: ["ListDemoKit"]),

        .testTarget(name: "ScrollCoreTests", dependencies: [
            "ScrollCore",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "ListDemoKitTests", dependencies: [
            "ListDemoKit", "ScrollCore",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
