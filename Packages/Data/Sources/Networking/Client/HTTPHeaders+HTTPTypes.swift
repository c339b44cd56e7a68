public import HTTPTypes

extension HTTPHeaders {
    /// Headers holding `fields` in order, names as written.
    public init(_ fields: HTTPFields) {
        self.init(fields.map { ($0.name.rawName, $0.value) })
    }

    /// The fields as swift-http-types' `HTTPFields`, in order. A field whose name is not an RFC 9110 token
    /// has no `HTTPField.Name` and is left out; call ``HTTPRequest/head()`` to be told of one instead.
    public var httpFields: HTTPFields {
        var fields = HTTPFields()
        for field in self {
            if let name = HTTPField.Name(field.name) {
                fields.append(HTTPField(name: name, value: field.value))
            }
        }
        return fields
    }
}
