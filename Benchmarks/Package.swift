// swift-tools-version: 6.1
// Benchmarks for ScrollCore, kept in their own package so that the top-level `swift build` and
// `swift test` never compile them nor resolve the benchmark library. Run from this folder:
//
//     swift package --disable-sandbox benchmark
//
// See docs/BENCHMARKS.md for the targets, the figures and how to read them.
import PackageDescription

let package = Package(
    name: "ScrollCoreBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "listdemo", path: ".."),
        // The MallocInterposer trait (malloc counts on Swift 6.3) is listed explicitly: it leaves out the
        // library's other default trait, whose runtime-interposer package is not available on every machine.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The data source and the fixed-seed inputs both suites share.
        .target(
            name: "BenchmarkSupport",
            dependencies: [.product(name: "ScrollCore", package: "listdemo")],
            path: "Benchmarks/BenchmarkSupport"
        ),
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "ScrollCore", package: "listdemo"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/LayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "FrameBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "ScrollCore", package: "listdemo"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/FrameBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
