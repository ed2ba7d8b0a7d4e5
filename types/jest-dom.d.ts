// jest-dom's matchers (toBeInTheDocument, …) for every front-end tsconfig that includes ../types.
import '@testing-library/jest-dom';
