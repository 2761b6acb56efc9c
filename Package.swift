// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "listdemo",
    products: [
        .library(name: "ScrollCore", targets: ["ScrollCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    ],
    targets: [
        // The engine: pure Swift, no SDL, no C modules.
        .target(name: "ScrollCore"),
        .testTarget(name: "ScrollCoreTests", dependencies: [
            "ScrollCore",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
