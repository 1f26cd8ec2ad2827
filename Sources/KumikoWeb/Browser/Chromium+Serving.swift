import Foundation

// A page served from memory: no server, no port, no network.
extension Chromium {
    /// Answers every request the page makes from now on with `asset(path)`, or 404 when it gives nil: the Fetch
    /// domain pauses each request before it reaches the network, and its response goes back over the pipe while
    /// a command waits for its reply (``call(_:_:)``) or ``waitFor(event:)`` waits.
    func serve(_ asset: @escaping (String) -> WebAsset?) throws {
        onEvent = { [unowned self] event in
            guard event.method == "Fetch.requestPaused", let id = event.parameters["requestId"] as? String else { return }
            let url = (event.parameters["request"] as? [String: Any])?["url"] as? String ?? ""
            guard let found = asset(URLComponents(string: url)?.path ?? "") else {
                _ = try? send("Fetch.fulfillRequest", ["requestId": id, "responseCode": 404])
                return
            }
            _ = try? send("Fetch.fulfillRequest", [
                "requestId": id, "responseCode": 200, "body": found.body.base64EncodedString(),
                "responseHeaders": [["name": "Content-Type", "value": found.contentType]],
            ])
        }
        try call("Fetch.enable", ["patterns": [["urlPattern": "*"]]])
    }

    /// Waits for the next event of `method` (one already recorded with ``record(_:)`` counts), handling the
    /// others meanwhile; a ``Failure`` when none comes within the reply timeout.
    func waitFor(event method: String) throws -> Event {
        if let index = keptEvents.firstIndex(where: { $0.method == method }) { return keptEvents.remove(at: index) }
        let deadline = ContinuousClock.now + timeout
        while true {
            while let message = takeBufferedMessage() {
                guard message["id"] == nil, message["method"] as? String == method else { handleEvent(message); continue }
                return Event(method: method, parameters: message["params"] as? [String: Any] ?? [:])
            }
            guard try receive(until: deadline) else { throw Failure(description: "no \(method) within \(timeout)") }
        }
    }
}
