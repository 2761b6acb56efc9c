/// A bar button drawn as a symbol rather than a word, as UIKit's system items are (SF Symbols at the
/// bar's 17 pt, semibold).
enum BarSymbol: Equatable {
    /// UIKit's add item (`UIBarButtonSystemItemAdd`, SF Symbols' `plus`): a cross 16 pt across with round
    /// ends and a 2.25 pt stroke, semibold's weight at 17 pt.
    case plus

    /// The ink's box.
    var size: Size { Size(width: 16, height: 16) }

    var shape: Shape {
        switch self {
        case .plus:
            let stroke = 2.25, half = 2.25 / 2, side = size.width
            var path = VectorPath(polyline: [Point(x: half, y: side / 2), Point(x: side - half, y: side / 2)])
            path.append(VectorPath(polyline: [Point(x: side / 2, y: half), Point(x: side / 2, y: side - half)]))
            return Shape(size: size, path: path, paint: .stroke(width: stroke))
        }
    }
}
