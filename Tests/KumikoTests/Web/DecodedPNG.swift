import Foundation
@testable import KumikoWeb

/// A PNG file read back: its size from its header (`IHDR`), read here byte by byte, and its pixels as Chromium
/// decodes them (an `ImageBitmap` drawn on a canvas, without colour conversion): a decoder independent of the
/// code that made the file, which Linux's Foundation lacks (it has no inflate).
struct DecodedPNG {
    /// Whether the file starts with PNG's eight-byte signature.
    let hasSignature: Bool
    /// The size in the header.
    let headerWidth: Int, headerHeight: Int
    /// The size Chromium decoded.
    let width: Int, height: Int
    /// Red, green, blue and alpha of each pixel, row by row.
    let rgba: [UInt8]

    /// A pixel's colour and alpha: `[r, g, b, a]`.
    struct Pixel: Equatable, CustomStringConvertible {
        let r: UInt8, g: UInt8, b: UInt8, a: UInt8
        init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) { (self.r, self.g, self.b, self.a) = (r, g, b, a) }
        var description: String { "rgba(\(r),\(g),\(b),\(a))" }
    }

    struct Failure: Error, CustomStringConvertible { let description: String }

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        hasSignature = bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // The first chunk: length (4 bytes), "IHDR", width and height (4 bytes each, big-endian).
        guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { throw Failure(description: "no IHDR chunk first") }
        func bigEndian(_ start: Int) -> Int { bytes[start..<start + 4].reduce(0) { $0 << 8 | Int($1) } }
        headerWidth = bigEndian(16)
        headerHeight = bigEndian(20)
        let browser = try Chromium(width: 100, height: 100)
        let json = try browser.evaluateAwaiting("""
            (async () => {
              const bytes = Uint8Array.from(atob("\(data.base64EncodedString())"), (c) => c.charCodeAt(0));
              const bitmap = await createImageBitmap(new Blob([bytes], {type: "image/png"}),
                                                     {colorSpaceConversion: "none", premultiplyAlpha: "none"});
              const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext("2d");
              context.drawImage(bitmap, 0, 0);
              const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
              let text = "";
              for (let i = 0; i < pixels.length; i += 8192) text += String.fromCharCode(...pixels.subarray(i, i + 8192));
              return [bitmap.width, bitmap.height, btoa(text)];
            })()
            """)
        guard let values = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [Any], values.count == 3,
              let width = values[0] as? Int, let height = values[1] as? Int, let base64 = values[2] as? String,
              let decoded = Data(base64Encoded: base64) else { throw Failure(description: "Chromium did not decode it: \(json.prefix(200))") }
        self.width = width
        self.height = height
        rgba = [UInt8](decoded)
    }

    /// The pixel at column `x`, row `y`.
    subscript(x: Int, y: Int) -> Pixel {
        let start = (y * width + x) * 4
        return Pixel(rgba[start], rgba[start + 1], rgba[start + 2], rgba[start + 3])
    }

    /// How many pixels of the rectangle of columns `xs` and rows `ys` are exactly `pixel`.
    func count(of pixel: Pixel, xs: Range<Int>, ys: Range<Int>) -> Int {
        var count = 0
        for y in ys { for x in xs where self[x, y] == pixel { count += 1 } }
        return count
    }

    /// The distinct colours of the rectangle of columns `xs` and rows `ys`.
    func colours(xs: Range<Int>, ys: Range<Int>) -> Set<String> {
        var found: Set<String> = []
        for y in ys { for x in xs { found.insert(self[x, y].description) } }
        return found
    }
}
