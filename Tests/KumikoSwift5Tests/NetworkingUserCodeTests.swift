import SwiftUI
import Testing

/// `import SwiftUI` brings Foundation's networking types, as it does on Apple's systems: a view model or a view
/// that builds a `URLRequest` and uses `URLSession.shared` compiles with no other import (on Linux they live in
/// FoundationNetworking, which the `SwiftUI` module re-exports). No request is sent.
@Suite struct NetworkingUserCodeTests {
    struct Post: Codable, Equatable {
        var id: Int
        var title: String
    }

    func request(for post: Post) throws -> URLRequest {
        var request = URLRequest(url: URL(string: "https://example.com/posts/\(post.id)")!)
        request.httpMethod = "PUT"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONEncoder().encode(post)
        return request
    }

    @Test func aRequestIsBuiltWithImportSwiftUIAlone() throws {
        let post = Post(id: 7, title: "Hello")
        let request = try request(for: post)
        #expect(request.url?.absoluteString == "https://example.com/posts/7")
        #expect(request.httpMethod == "PUT")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(try JSONDecoder().decode(Post.self, from: request.httpBody ?? Data()) == post)
        let session: URLSession = URLSession.shared
        #expect(session.configuration.timeoutIntervalForRequest == 60)
    }
}
