// A calm holding page that shows the catalogue is live: the shop's categories, read from the API.
import { useEffect, useState } from "react";

interface CategoryTile {
  id: number;
  name: string;
  description: string;
  image: string | null;
}

const page: React.CSSProperties = {
  minHeight: "100vh",
  margin: 0,
  padding: "3rem 1.25rem",
  background: "#faf6f0",
  color: "#3b2f2a",
  fontFamily: "Georgia, 'Times New Roman', serif",
  textAlign: "center",
};

export function HoldingPage() {
  const [categories, setCategories] = useState<CategoryTile[]>([]);

  useEffect(() => {
    fetch("/api/categories")
      .then((response) => (response.ok ? response.json() : { categories: [] }))
      .then((body: { categories: CategoryTile[] }) => setCategories(body.categories))
      .catch(() => setCategories([]));
  }, []);

  return (
    <main style={page}>
      <h1 style={{ fontWeight: 400, fontSize: "2.5rem", letterSpacing: "0.08em", margin: 0 }}>Mayil Jewels</h1>
      <p style={{ fontStyle: "italic", color: "#8a6d5a" }}>Handpicked jewellery from Trivandrum, Kerala</p>
      <p>Our storefront is being polished. Here is what is waiting for you:</p>
      <ul
        style={{
          listStyle: "none",
          padding: 0,
          display: "grid",
          gap: "1.25rem",
          gridTemplateColumns: "repeat(auto-fit, minmax(160px, 1fr))",
          maxWidth: 900,
          margin: "2rem auto",
        }}
      >
        {categories.map((category) => (
          <li key={category.id}>
            {category.image && (
              <img
                src={category.image}
                alt=""
                width={300}
                height={300}
                style={{ width: "100%", height: "auto", borderRadius: 12 }}
              />
            )}
            <h2 style={{ fontWeight: 400, fontSize: "1.25rem", marginBottom: 4 }}>{category.name}</h2>
            <p style={{ margin: 0, fontSize: "0.9rem", color: "#6b5a50" }}>{category.description}</p>
          </li>
        ))}
      </ul>
      <p>
        <a href="/api/docs" style={{ color: "#8a4b2f" }}>
          API documentation
        </a>
      </p>
    </main>
  );
}
