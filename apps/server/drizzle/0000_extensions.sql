-- Trigram matching for product search ("name or description contains"), indexed.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
