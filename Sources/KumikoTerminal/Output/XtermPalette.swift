/// The colour palettes of terminals without 24-bit colour, and the nearest entry to a colour.
enum XtermPalette {
    /// The six levels of each component in the xterm 6 × 6 × 6 colour cube (indices 16–231).
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The 16 basic colours as the VGA palette defines them, a common reference; a terminal's theme may show
    /// them differently, which is why the 256-colour mapping never picks them.
    static let basicColors: [(red: Int, green: Int, blue: Int)] = [
        (0, 0, 0), (170, 0, 0), (0, 170, 0), (170, 85, 0), (0, 0, 170), (170, 0, 170), (0, 170, 170), (170, 170, 170),
        (85, 85, 85), (255, 85, 85), (85, 255, 85), (255, 255, 85), (85, 85, 255), (255, 85, 255), (85, 255, 255),
        (255, 255, 255),
    ]

    /// The index (16–255) of the colour cube entry or grey ramp entry nearest to a colour (components 0–255), by
    /// Euclidean distance; the cube wins ties.
    static func nearestIndex256(red: Int, green: Int, blue: Int) -> UInt8 {
        let cube = (nearestCubeLevel(red), nearestCubeLevel(green), nearestCubeLevel(blue))
        let cubeDistance = distance(
            (red, green, blue), (cubeLevels[cube.0], cubeLevels[cube.1], cubeLevels[cube.2]))
        // The grey ramp (indices 232–255) is 8, 18, …, 238; the nearest grey to a colour is the one nearest its mean.
        let mean = Double(red + green + blue) / 3
        let grey = min(max(Int(((mean - 8) / 10).rounded()), 0), 23)
        let level = 8 + 10 * grey
        if distance((red, green, blue), (level, level, level)) < cubeDistance { return UInt8(232 + grey) }
        return UInt8(16 + 36 * cube.0 + 6 * cube.1 + cube.2)
    }

    /// The index (0–15) of the basic colour nearest to a colour (components 0–255); the lower index wins ties.
    static func nearestBasicIndex(red: Int, green: Int, blue: Int) -> UInt8 {
        var best = 0
        var bestDistance = Int.max
        for (index, entry) in basicColors.enumerated() {
            let entryDistance = distance((red, green, blue), entry)
            if entryDistance < bestDistance {
                best = index
                bestDistance = entryDistance
            }
        }
        return UInt8(best)
    }

    /// The index (0–5) of the cube level nearest to a component; the lower level wins ties.
    private static func nearestCubeLevel(_ component: Int) -> Int {
        var best = 0
        for index in cubeLevels.indices where abs(cubeLevels[index] - component) < abs(cubeLevels[best] - component) {
            best = index
        }
        return best
    }

    /// The squared Euclidean distance between two colours.
    private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let red = a.0 - b.0, green = a.1 - b.1, blue = a.2 - b.2
        return red * red + green * green + blue * blue
    }
}
