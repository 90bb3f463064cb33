; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @matmul_acc(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5, ptr addrspace(1) nofree readnone captures(none) %6, ptr addrspace(1) nofree readnone captures(none) %7) local_unnamed_addr #0 !dbg !4 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %10 = shl i32 %9, 6, !dbg !12
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %12 = lshr i32 %11, 5, !dbg !13
  %13 = and i32 %12, 3, !dbg !13
  %14 = and i32 %11, 64, !dbg !13
  %15 = lshr exact i32 %14, 6, !dbg !13
  %16 = or disjoint i32 %15, 2, !dbg !13
  %17 = or disjoint i32 %15, 4, !dbg !13
  %18 = or disjoint i32 %15, 6, !dbg !13
  %19 = or disjoint i32 %15, 8, !dbg !13
  %20 = or disjoint i32 %15, 10, !dbg !13
  %21 = or disjoint i32 %15, 12, !dbg !13
  %22 = or disjoint i32 %15, 14, !dbg !13
  %23 = or disjoint i32 %15, 16, !dbg !13
  %24 = or disjoint i32 %15, 18, !dbg !13
  %25 = or disjoint i32 %15, 20, !dbg !13
  %26 = or disjoint i32 %15, 22, !dbg !13
  %27 = or disjoint i32 %15, 24, !dbg !13
  %28 = or disjoint i32 %15, 26, !dbg !13
  %29 = or disjoint i32 %15, 28, !dbg !13
  %30 = or disjoint i32 %15, 30, !dbg !13
  %31 = and i32 %11, 63, !dbg !13
  %32 = or disjoint i32 %13, %10, !dbg !12
  %33 = or disjoint i32 %32, 4, !dbg !12
  %34 = or disjoint i32 %32, 8, !dbg !12
  %35 = or disjoint i32 %32, 12, !dbg !12
  %36 = or disjoint i32 %32, 16, !dbg !12
  %37 = or disjoint i32 %32, 20, !dbg !12
  %38 = or disjoint i32 %32, 24, !dbg !12
  %39 = or disjoint i32 %10, %12, !dbg !13
  %40 = or i32 %39, 28, !dbg !12
  %41 = or disjoint i32 %32, 32, !dbg !12
  %42 = or disjoint i32 %32, 36, !dbg !12
  %43 = or disjoint i32 %32, 40, !dbg !12
  %44 = or disjoint i32 %32, 44, !dbg !12
  %45 = or disjoint i32 %32, 48, !dbg !12
  %46 = or disjoint i32 %32, 52, !dbg !12
  %47 = or disjoint i32 %32, 56, !dbg !12
  %48 = or i32 %39, 60, !dbg !12
  %49 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !14
  %50 = shl nuw nsw i32 %49, 6, !dbg !14
  %51 = or disjoint i32 %50, %31, !dbg !14
  %52 = add i32 %5, 31, !dbg !15
  %53 = icmp slt i32 %32, %3, !dbg !20
  %54 = icmp slt i32 %33, %3, !dbg !20
  %55 = icmp slt i32 %34, %3, !dbg !20
  %56 = icmp slt i32 %35, %3, !dbg !20
  %57 = icmp slt i32 %36, %3, !dbg !20
  %58 = icmp slt i32 %37, %3, !dbg !20
  %59 = icmp slt i32 %38, %3, !dbg !20
  %60 = icmp slt i32 %40, %3, !dbg !20
  %61 = icmp slt i32 %41, %3, !dbg !20
  %62 = icmp slt i32 %42, %3, !dbg !20
  %63 = icmp slt i32 %43, %3, !dbg !20
  %64 = icmp slt i32 %44, %3, !dbg !20
  %65 = icmp slt i32 %45, %3, !dbg !20
  %66 = icmp slt i32 %46, %3, !dbg !20
  %67 = icmp slt i32 %47, %3, !dbg !20
  %68 = icmp slt i32 %48, %3, !dbg !20
  %69 = mul i32 %5, %32, !dbg !21
  %70 = mul i32 %5, %33, !dbg !21
  %71 = mul i32 %5, %34, !dbg !21
  %72 = mul i32 %5, %35, !dbg !21
  %73 = mul i32 %5, %36, !dbg !21
  %74 = mul i32 %5, %37, !dbg !21
  %75 = mul i32 %5, %38, !dbg !21
  %76 = mul i32 %5, %40, !dbg !21
  %77 = mul i32 %5, %41, !dbg !21
  %78 = mul i32 %5, %42, !dbg !21
  %79 = mul i32 %5, %43, !dbg !21
  %80 = mul i32 %5, %44, !dbg !21
  %81 = mul i32 %5, %45, !dbg !21
  %82 = mul i32 %5, %46, !dbg !21
  %83 = mul i32 %5, %47, !dbg !21
  %84 = mul i32 %5, %48, !dbg !21
  %85 = sext i32 %69 to i64, !dbg !22
  %86 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %85, !dbg !22
  %87 = sext i32 %70 to i64, !dbg !22
  %88 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %87, !dbg !22
  %89 = sext i32 %71 to i64, !dbg !22
  %90 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %89, !dbg !22
  %91 = sext i32 %72 to i64, !dbg !22
  %92 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %91, !dbg !22
  %93 = sext i32 %73 to i64, !dbg !22
  %94 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %93, !dbg !22
  %95 = sext i32 %74 to i64, !dbg !22
  %96 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %95, !dbg !22
  %97 = sext i32 %75 to i64, !dbg !22
  %98 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %97, !dbg !22
  %99 = sext i32 %76 to i64, !dbg !22
  %100 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %99, !dbg !22
  %101 = sext i32 %77 to i64, !dbg !22
  %102 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %101, !dbg !22
  %103 = sext i32 %78 to i64, !dbg !22
  %104 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %103, !dbg !22
  %105 = sext i32 %79 to i64, !dbg !22
  %106 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %105, !dbg !22
  %107 = sext i32 %80 to i64, !dbg !22
  %108 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %107, !dbg !22
  %109 = sext i32 %81 to i64, !dbg !22
  %110 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %109, !dbg !22
  %111 = sext i32 %82 to i64, !dbg !22
  %112 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %111, !dbg !22
  %113 = sext i32 %83 to i64, !dbg !22
  %114 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %113, !dbg !22
  %115 = sext i32 %84 to i64, !dbg !22
  %116 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %115, !dbg !22
  %117 = icmp slt i32 %51, %4, !dbg !23
  %118 = icmp sgt i32 %52, 31, !dbg !24
  br i1 %118, label %.lr.ph, label %.._crit_edge_crit_edge, !dbg !24

.._crit_edge_crit_edge:                           ; preds = %8
  %.pre = zext nneg i32 %51 to i64, !dbg !25
  br label %._crit_edge, !dbg !24

.lr.ph:                                           ; preds = %8
  %119 = lshr i32 %52, 5, !dbg !26
  %120 = and i32 %11, 31, !dbg !27
  %121 = shl nuw nsw i32 %31, 1
  %122 = icmp eq i32 %14, 0
  %123 = select i1 %122, i32 0, i32 144
  %124 = xor i32 %123, %121
  %125 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %124
  %126 = getelementptr inbounds nuw i8, ptr addrspace(3) %125, i32 512
  %127 = or disjoint i32 %124, 1024
  %128 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %127
  %129 = getelementptr inbounds nuw i8, ptr addrspace(3) %125, i32 1536
  %130 = or disjoint i32 %124, 2048
  %131 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %130
  %132 = getelementptr inbounds nuw i8, ptr addrspace(3) %125, i32 2560
  %133 = or disjoint i32 %124, 3072
  %134 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %133
  %135 = getelementptr inbounds nuw i8, ptr addrspace(3) %125, i32 3584
  %136 = xor i32 %124, 288
  %137 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %136
  %138 = getelementptr inbounds nuw i8, ptr addrspace(3) %137, i32 512
  %139 = or disjoint i32 %136, 1024
  %140 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %139
  %141 = getelementptr inbounds nuw i8, ptr addrspace(3) %137, i32 1536
  %142 = or disjoint i32 %136, 2048
  %143 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %142
  %144 = getelementptr inbounds nuw i8, ptr addrspace(3) %137, i32 2560
  %145 = or disjoint i32 %136, 3072
  %146 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %145
  %147 = getelementptr inbounds nuw i8, ptr addrspace(3) %137, i32 3584
  %148 = zext nneg i32 %51 to i64
  %invariant.gep = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %148, !dbg !24
  %149 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %124
  %150 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %127
  %151 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %130
  %152 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %133
  %153 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %136
  %154 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %139
  %155 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %142
  %156 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %145
  %157 = xor i32 %124, 576
  %158 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %157
  %159 = getelementptr inbounds nuw i8, ptr addrspace(3) %158, i32 1024
  %160 = getelementptr inbounds nuw i8, ptr addrspace(3) %158, i32 2048
  %161 = getelementptr inbounds nuw i8, ptr addrspace(3) %158, i32 3072
  %162 = xor i32 %124, 864
  %163 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %162
  %164 = getelementptr inbounds nuw i8, ptr addrspace(3) %163, i32 1024
  %165 = getelementptr inbounds nuw i8, ptr addrspace(3) %163, i32 2048
  %166 = getelementptr inbounds nuw i8, ptr addrspace(3) %163, i32 3072
  %167 = lshr exact i32 ptrtoint (ptr addrspace(3) @global_smem to i32), 4
  %168 = and i32 %167, 32767
  %169 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096) to i32), 4
  %170 = and i32 %169, 32767
  %171 = insertelement <2 x i32> <i32 poison, i32 -2147483616>, i32 %168, i64 0
  %172 = bitcast <2 x i32> %171 to i64
  %173 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %170, i64 0
  %174 = bitcast <2 x i32> %173 to i64
  %175 = add nuw nsw i32 %168, 2
  %176 = insertelement <2 x i32> <i32 poison, i32 -2147483616>, i32 %175, i64 0
  %177 = bitcast <2 x i32> %176 to i64
  %178 = add nuw nsw i32 %170, 128
  %179 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %178, i64 0
  %180 = bitcast <2 x i32> %179 to i64
  %181 = zext nneg i32 %15 to i64, !dbg !24
  %182 = zext nneg i32 %5 to i64, !dbg !24
  %183 = zext nneg i32 %16 to i64, !dbg !24
  %184 = zext nneg i32 %17 to i64, !dbg !24
  %185 = zext nneg i32 %18 to i64, !dbg !24
  %186 = zext nneg i32 %19 to i64, !dbg !24
  %187 = zext nneg i32 %20 to i64, !dbg !24
  %188 = zext nneg i32 %21 to i64, !dbg !24
  %189 = zext nneg i32 %22 to i64, !dbg !24
  %190 = zext nneg i32 %23 to i64, !dbg !24
  %191 = zext nneg i32 %24 to i64, !dbg !24
  %192 = zext nneg i32 %25 to i64, !dbg !24
  %193 = zext nneg i32 %26 to i64, !dbg !24
  %194 = zext nneg i32 %27 to i64, !dbg !24
  %195 = zext nneg i32 %28 to i64, !dbg !24
  %196 = zext nneg i32 %29 to i64, !dbg !24
  %197 = zext nneg i32 %30 to i64, !dbg !24
  %198 = zext nneg i32 %120 to i64, !dbg !24
  %wide.trip.count = zext nneg i32 %119 to i64, !dbg !24
  br label %199, !dbg !24

199:                                              ; preds = %.lr.ph, %199
  %indvars.iv = phi i64 [ 0, %.lr.ph ], [ %indvars.iv.next, %199 ]
  %200 = phi float [ 0.000000e+00, %.lr.ph ], [ %494, %199 ]
  %201 = phi float [ 0.000000e+00, %.lr.ph ], [ %495, %199 ]
  %202 = phi float [ 0.000000e+00, %.lr.ph ], [ %496, %199 ]
  %203 = phi float [ 0.000000e+00, %.lr.ph ], [ %497, %199 ]
  %204 = phi float [ 0.000000e+00, %.lr.ph ], [ %498, %199 ]
  %205 = phi float [ 0.000000e+00, %.lr.ph ], [ %499, %199 ]
  %206 = phi float [ 0.000000e+00, %.lr.ph ], [ %500, %199 ]
  %207 = phi float [ 0.000000e+00, %.lr.ph ], [ %501, %199 ]
  %208 = phi float [ 0.000000e+00, %.lr.ph ], [ %502, %199 ]
  %209 = phi float [ 0.000000e+00, %.lr.ph ], [ %503, %199 ]
  %210 = phi float [ 0.000000e+00, %.lr.ph ], [ %504, %199 ]
  %211 = phi float [ 0.000000e+00, %.lr.ph ], [ %505, %199 ]
  %212 = phi float [ 0.000000e+00, %.lr.ph ], [ %506, %199 ]
  %213 = phi float [ 0.000000e+00, %.lr.ph ], [ %507, %199 ]
  %214 = phi float [ 0.000000e+00, %.lr.ph ], [ %508, %199 ]
  %215 = phi float [ 0.000000e+00, %.lr.ph ], [ %509, %199 ]
  %216 = phi float [ 0.000000e+00, %.lr.ph ], [ %510, %199 ]
  %217 = phi float [ 0.000000e+00, %.lr.ph ], [ %511, %199 ]
  %218 = phi float [ 0.000000e+00, %.lr.ph ], [ %512, %199 ]
  %219 = phi float [ 0.000000e+00, %.lr.ph ], [ %513, %199 ]
  %220 = phi float [ 0.000000e+00, %.lr.ph ], [ %514, %199 ]
  %221 = phi float [ 0.000000e+00, %.lr.ph ], [ %515, %199 ]
  %222 = phi float [ 0.000000e+00, %.lr.ph ], [ %516, %199 ]
  %223 = phi float [ 0.000000e+00, %.lr.ph ], [ %517, %199 ]
  %224 = phi float [ 0.000000e+00, %.lr.ph ], [ %518, %199 ]
  %225 = phi float [ 0.000000e+00, %.lr.ph ], [ %519, %199 ]
  %226 = phi float [ 0.000000e+00, %.lr.ph ], [ %520, %199 ]
  %227 = phi float [ 0.000000e+00, %.lr.ph ], [ %521, %199 ]
  %228 = phi float [ 0.000000e+00, %.lr.ph ], [ %522, %199 ]
  %229 = phi float [ 0.000000e+00, %.lr.ph ], [ %523, %199 ]
  %230 = phi float [ 0.000000e+00, %.lr.ph ], [ %524, %199 ]
  %231 = phi float [ 0.000000e+00, %.lr.ph ], [ %525, %199 ]
  %232 = shl nuw nsw i64 %indvars.iv, 5, !dbg !28
  %233 = or disjoint i64 %232, %181, !dbg !28
  %234 = or disjoint i64 %232, %183, !dbg !28
  %235 = or disjoint i64 %232, %184, !dbg !28
  %236 = or disjoint i64 %232, %185, !dbg !28
  %237 = or disjoint i64 %232, %186, !dbg !28
  %238 = or disjoint i64 %232, %187, !dbg !28
  %239 = or disjoint i64 %232, %188, !dbg !28
  %240 = or disjoint i64 %232, %189, !dbg !28
  %241 = or disjoint i64 %232, %190, !dbg !28
  %242 = or disjoint i64 %232, %191, !dbg !28
  %243 = or disjoint i64 %232, %192, !dbg !28
  %244 = or disjoint i64 %232, %193, !dbg !28
  %245 = or disjoint i64 %232, %194, !dbg !28
  %246 = or disjoint i64 %232, %195, !dbg !28
  %247 = or disjoint i64 %232, %196, !dbg !28
  %248 = or disjoint i64 %232, %197, !dbg !28
  %249 = or disjoint i64 %232, %198, !dbg !28
  %250 = icmp samesign ult i64 %249, %182, !dbg !29
  %251 = and i1 %53, %250, !dbg !30
  %252 = and i1 %54, %250, !dbg !30
  %253 = and i1 %55, %250, !dbg !30
  %254 = and i1 %56, %250, !dbg !30
  %255 = and i1 %57, %250, !dbg !30
  %256 = and i1 %58, %250, !dbg !30
  %257 = and i1 %59, %250, !dbg !30
  %258 = and i1 %60, %250, !dbg !30
  %259 = and i1 %61, %250, !dbg !30
  %260 = and i1 %62, %250, !dbg !30
  %261 = and i1 %63, %250, !dbg !30
  %262 = and i1 %64, %250, !dbg !30
  %263 = and i1 %65, %250, !dbg !30
  %264 = and i1 %66, %250, !dbg !30
  %265 = and i1 %67, %250, !dbg !30
  %266 = and i1 %68, %250, !dbg !30
  %267 = getelementptr [2 x i8], ptr addrspace(1) %86, i64 %249, !dbg !22
  %268 = getelementptr [2 x i8], ptr addrspace(1) %88, i64 %249, !dbg !22
  %269 = getelementptr [2 x i8], ptr addrspace(1) %90, i64 %249, !dbg !22
  %270 = getelementptr [2 x i8], ptr addrspace(1) %92, i64 %249, !dbg !22
  %271 = getelementptr [2 x i8], ptr addrspace(1) %94, i64 %249, !dbg !22
  %272 = getelementptr [2 x i8], ptr addrspace(1) %96, i64 %249, !dbg !22
  %273 = getelementptr [2 x i8], ptr addrspace(1) %98, i64 %249, !dbg !22
  %274 = getelementptr [2 x i8], ptr addrspace(1) %100, i64 %249, !dbg !22
  %275 = getelementptr [2 x i8], ptr addrspace(1) %102, i64 %249, !dbg !22
  %276 = getelementptr [2 x i8], ptr addrspace(1) %104, i64 %249, !dbg !22
  %277 = getelementptr [2 x i8], ptr addrspace(1) %106, i64 %249, !dbg !22
  %278 = getelementptr [2 x i8], ptr addrspace(1) %108, i64 %249, !dbg !22
  %279 = getelementptr [2 x i8], ptr addrspace(1) %110, i64 %249, !dbg !22
  %280 = getelementptr [2 x i8], ptr addrspace(1) %112, i64 %249, !dbg !22
  %281 = getelementptr [2 x i8], ptr addrspace(1) %114, i64 %249, !dbg !22
  %282 = getelementptr [2 x i8], ptr addrspace(1) %116, i64 %249, !dbg !22
  %283 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %267, i1 %251) #6, !dbg !31
  %284 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %268, i1 %252) #6, !dbg !31
  %285 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %269, i1 %253) #6, !dbg !31
  %286 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %270, i1 %254) #6, !dbg !31
  %287 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %271, i1 %255) #6, !dbg !31
  %288 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %272, i1 %256) #6, !dbg !31
  %289 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %273, i1 %257) #6, !dbg !31
  %290 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %274, i1 %258) #6, !dbg !31
  %291 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %275, i1 %259) #6, !dbg !31
  %292 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %276, i1 %260) #6, !dbg !31
  %293 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %277, i1 %261) #6, !dbg !31
  %294 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %278, i1 %262) #6, !dbg !31
  %295 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %279, i1 %263) #6, !dbg !31
  %296 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %280, i1 %264) #6, !dbg !31
  %297 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %281, i1 %265) #6, !dbg !31
  %298 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %282, i1 %266) #6, !dbg !31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  %299 = insertelement <1 x i16> poison, i16 %283, i64 0, !dbg !31
  store <1 x i16> %299, ptr addrspace(3) %125, align 2, !dbg !31
  %300 = insertelement <1 x i16> poison, i16 %285, i64 0, !dbg !31
  store <1 x i16> %300, ptr addrspace(3) %126, align 2, !dbg !31
  %301 = insertelement <1 x i16> poison, i16 %287, i64 0, !dbg !31
  store <1 x i16> %301, ptr addrspace(3) %128, align 2, !dbg !31
  %302 = insertelement <1 x i16> poison, i16 %289, i64 0, !dbg !31
  store <1 x i16> %302, ptr addrspace(3) %129, align 2, !dbg !31
  %303 = insertelement <1 x i16> poison, i16 %291, i64 0, !dbg !31
  store <1 x i16> %303, ptr addrspace(3) %131, align 2, !dbg !31
  %304 = insertelement <1 x i16> poison, i16 %293, i64 0, !dbg !31
  store <1 x i16> %304, ptr addrspace(3) %132, align 2, !dbg !31
  %305 = insertelement <1 x i16> poison, i16 %295, i64 0, !dbg !31
  store <1 x i16> %305, ptr addrspace(3) %134, align 2, !dbg !31
  %306 = insertelement <1 x i16> poison, i16 %297, i64 0, !dbg !31
  store <1 x i16> %306, ptr addrspace(3) %135, align 2, !dbg !31
  %307 = insertelement <1 x i16> poison, i16 %284, i64 0, !dbg !31
  store <1 x i16> %307, ptr addrspace(3) %137, align 2, !dbg !31
  %308 = insertelement <1 x i16> poison, i16 %286, i64 0, !dbg !31
  store <1 x i16> %308, ptr addrspace(3) %138, align 2, !dbg !31
  %309 = insertelement <1 x i16> poison, i16 %288, i64 0, !dbg !31
  store <1 x i16> %309, ptr addrspace(3) %140, align 2, !dbg !31
  %310 = insertelement <1 x i16> poison, i16 %290, i64 0, !dbg !31
  store <1 x i16> %310, ptr addrspace(3) %141, align 2, !dbg !31
  %311 = insertelement <1 x i16> poison, i16 %292, i64 0, !dbg !31
  store <1 x i16> %311, ptr addrspace(3) %143, align 2, !dbg !31
  %312 = insertelement <1 x i16> poison, i16 %294, i64 0, !dbg !31
  store <1 x i16> %312, ptr addrspace(3) %144, align 2, !dbg !31
  %313 = insertelement <1 x i16> poison, i16 %296, i64 0, !dbg !31
  store <1 x i16> %313, ptr addrspace(3) %146, align 2, !dbg !31
  %314 = insertelement <1 x i16> poison, i16 %298, i64 0, !dbg !31
  store <1 x i16> %314, ptr addrspace(3) %147, align 2, !dbg !31
  %315 = icmp samesign ult i64 %233, %182, !dbg !32
  %316 = icmp samesign ult i64 %234, %182, !dbg !32
  %317 = icmp samesign ult i64 %235, %182, !dbg !32
  %318 = icmp samesign ult i64 %236, %182, !dbg !32
  %319 = icmp samesign ult i64 %237, %182, !dbg !32
  %320 = icmp samesign ult i64 %238, %182, !dbg !32
  %321 = icmp samesign ult i64 %239, %182, !dbg !32
  %322 = icmp samesign ult i64 %240, %182, !dbg !32
  %323 = icmp samesign ult i64 %241, %182, !dbg !32
  %324 = icmp samesign ult i64 %242, %182, !dbg !32
  %325 = icmp samesign ult i64 %243, %182, !dbg !32
  %326 = icmp samesign ult i64 %244, %182, !dbg !32
  %327 = icmp samesign ult i64 %245, %182, !dbg !32
  %328 = icmp samesign ult i64 %246, %182, !dbg !32
  %329 = icmp samesign ult i64 %247, %182, !dbg !32
  %330 = icmp samesign ult i64 %248, %182, !dbg !32
  %331 = and i1 %117, %315, !dbg !33
  %332 = and i1 %117, %316, !dbg !33
  %333 = and i1 %117, %317, !dbg !33
  %334 = and i1 %117, %318, !dbg !33
  %335 = and i1 %117, %319, !dbg !33
  %336 = and i1 %117, %320, !dbg !33
  %337 = and i1 %117, %321, !dbg !33
  %338 = and i1 %117, %322, !dbg !33
  %339 = and i1 %117, %323, !dbg !33
  %340 = and i1 %117, %324, !dbg !33
  %341 = and i1 %117, %325, !dbg !33
  %342 = and i1 %117, %326, !dbg !33
  %343 = and i1 %117, %327, !dbg !33
  %344 = and i1 %117, %328, !dbg !33
  %345 = and i1 %117, %329, !dbg !33
  %346 = and i1 %117, %330, !dbg !33
  %347 = trunc nuw nsw i64 %233 to i32, !dbg !34
  %348 = mul i32 %4, %347, !dbg !34
  %349 = trunc nuw nsw i64 %234 to i32, !dbg !34
  %350 = mul i32 %4, %349, !dbg !34
  %351 = trunc nuw nsw i64 %235 to i32, !dbg !34
  %352 = mul i32 %4, %351, !dbg !34
  %353 = trunc nuw nsw i64 %236 to i32, !dbg !34
  %354 = mul i32 %4, %353, !dbg !34
  %355 = trunc nuw nsw i64 %237 to i32, !dbg !34
  %356 = mul i32 %4, %355, !dbg !34
  %357 = trunc nuw nsw i64 %238 to i32, !dbg !34
  %358 = mul i32 %4, %357, !dbg !34
  %359 = trunc nuw nsw i64 %239 to i32, !dbg !34
  %360 = mul i32 %4, %359, !dbg !34
  %361 = trunc nuw nsw i64 %240 to i32, !dbg !34
  %362 = mul i32 %4, %361, !dbg !34
  %363 = trunc nuw nsw i64 %241 to i32, !dbg !34
  %364 = mul i32 %4, %363, !dbg !34
  %365 = trunc nuw nsw i64 %242 to i32, !dbg !34
  %366 = mul i32 %4, %365, !dbg !34
  %367 = trunc nuw nsw i64 %243 to i32, !dbg !34
  %368 = mul i32 %4, %367, !dbg !34
  %369 = trunc nuw nsw i64 %244 to i32, !dbg !34
  %370 = mul i32 %4, %369, !dbg !34
  %371 = trunc nuw nsw i64 %245 to i32, !dbg !34
  %372 = mul i32 %4, %371, !dbg !34
  %373 = trunc nuw nsw i64 %246 to i32, !dbg !34
  %374 = mul i32 %4, %373, !dbg !34
  %375 = trunc nuw nsw i64 %247 to i32, !dbg !34
  %376 = mul i32 %4, %375, !dbg !34
  %377 = trunc nuw nsw i64 %248 to i32, !dbg !34
  %378 = mul i32 %4, %377, !dbg !34
  %379 = sext i32 %348 to i64, !dbg !35
  %380 = sext i32 %350 to i64, !dbg !35
  %381 = sext i32 %352 to i64, !dbg !35
  %382 = sext i32 %354 to i64, !dbg !35
  %383 = sext i32 %356 to i64, !dbg !35
  %384 = sext i32 %358 to i64, !dbg !35
  %385 = sext i32 %360 to i64, !dbg !35
  %386 = sext i32 %362 to i64, !dbg !35
  %387 = sext i32 %364 to i64, !dbg !35
  %388 = sext i32 %366 to i64, !dbg !35
  %389 = sext i32 %368 to i64, !dbg !35
  %390 = sext i32 %370 to i64, !dbg !35
  %391 = sext i32 %372 to i64, !dbg !35
  %392 = sext i32 %374 to i64, !dbg !35
  %393 = sext i32 %376 to i64, !dbg !35
  %394 = sext i32 %378 to i64, !dbg !35
  %gep = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %379, !dbg !35
  %gep64 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %380, !dbg !35
  %gep66 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %381, !dbg !35
  %gep68 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %382, !dbg !35
  %gep70 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %383, !dbg !35
  %gep72 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %384, !dbg !35
  %gep74 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %385, !dbg !35
  %gep76 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %386, !dbg !35
  %gep78 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %387, !dbg !35
  %gep80 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %388, !dbg !35
  %gep82 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %389, !dbg !35
  %gep84 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %390, !dbg !35
  %gep86 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %391, !dbg !35
  %gep88 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %392, !dbg !35
  %gep90 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %393, !dbg !35
  %gep92 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %394, !dbg !35
  %395 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep, i1 %331) #6, !dbg !36
  %396 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep64, i1 %332) #6, !dbg !36
  %397 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep66, i1 %333) #6, !dbg !36
  %398 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep68, i1 %334) #6, !dbg !36
  %399 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep70, i1 %335) #6, !dbg !36
  %400 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep72, i1 %336) #6, !dbg !36
  %401 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep74, i1 %337) #6, !dbg !36
  %402 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep76, i1 %338) #6, !dbg !36
  %403 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep78, i1 %339) #6, !dbg !36
  %404 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep80, i1 %340) #6, !dbg !36
  %405 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep82, i1 %341) #6, !dbg !36
  %406 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep84, i1 %342) #6, !dbg !36
  %407 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep86, i1 %343) #6, !dbg !36
  %408 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep88, i1 %344) #6, !dbg !36
  %409 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep90, i1 %345) #6, !dbg !36
  %410 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep92, i1 %346) #6, !dbg !36
  %411 = insertelement <1 x i16> poison, i16 %395, i64 0, !dbg !36
  store <1 x i16> %411, ptr addrspace(3) %149, align 2, !dbg !36
  %412 = insertelement <1 x i16> poison, i16 %399, i64 0, !dbg !36
  store <1 x i16> %412, ptr addrspace(3) %150, align 2, !dbg !36
  %413 = insertelement <1 x i16> poison, i16 %403, i64 0, !dbg !36
  store <1 x i16> %413, ptr addrspace(3) %151, align 2, !dbg !36
  %414 = insertelement <1 x i16> poison, i16 %407, i64 0, !dbg !36
  store <1 x i16> %414, ptr addrspace(3) %152, align 2, !dbg !36
  %415 = insertelement <1 x i16> poison, i16 %396, i64 0, !dbg !36
  store <1 x i16> %415, ptr addrspace(3) %153, align 2, !dbg !36
  %416 = insertelement <1 x i16> poison, i16 %400, i64 0, !dbg !36
  store <1 x i16> %416, ptr addrspace(3) %154, align 2, !dbg !36
  %417 = insertelement <1 x i16> poison, i16 %404, i64 0, !dbg !36
  store <1 x i16> %417, ptr addrspace(3) %155, align 2, !dbg !36
  %418 = insertelement <1 x i16> poison, i16 %408, i64 0, !dbg !36
  store <1 x i16> %418, ptr addrspace(3) %156, align 2, !dbg !36
  %419 = insertelement <1 x i16> poison, i16 %397, i64 0, !dbg !36
  store <1 x i16> %419, ptr addrspace(3) %158, align 2, !dbg !36
  %420 = insertelement <1 x i16> poison, i16 %401, i64 0, !dbg !36
  store <1 x i16> %420, ptr addrspace(3) %159, align 2, !dbg !36
  %421 = insertelement <1 x i16> poison, i16 %405, i64 0, !dbg !36
  store <1 x i16> %421, ptr addrspace(3) %160, align 2, !dbg !36
  %422 = insertelement <1 x i16> poison, i16 %409, i64 0, !dbg !36
  store <1 x i16> %422, ptr addrspace(3) %161, align 2, !dbg !36
  %423 = insertelement <1 x i16> poison, i16 %398, i64 0, !dbg !36
  store <1 x i16> %423, ptr addrspace(3) %163, align 2, !dbg !36
  %424 = insertelement <1 x i16> poison, i16 %402, i64 0, !dbg !36
  store <1 x i16> %424, ptr addrspace(3) %164, align 2, !dbg !36
  %425 = insertelement <1 x i16> poison, i16 %406, i64 0, !dbg !36
  store <1 x i16> %425, ptr addrspace(3) %165, align 2, !dbg !36
  %426 = insertelement <1 x i16> poison, i16 %410, i64 0, !dbg !36
  store <1 x i16> %426, ptr addrspace(3) %166, align 2, !dbg !36
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !37
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !37
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned(), !dbg !37
  %427 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %200, float %201, float %202, float %203, float %204, float %205, float %206, float %207, float %208, float %209, float %210, float %211, float %212, float %213, float %214, float %215, float %216, float %217, float %218, float %219, float %220, float %221, float %222, float %223, float %224, float %225, float %226, float %227, float %228, float %229, float %230, float %231, i64 %172, i64 %174, i1 true) #6, !dbg !37
  %428 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %427, 0, !dbg !37
  %429 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %427, 1, !dbg !37
  %430 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %427, 2, !dbg !37
  %431 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %427, 3, !dbg !37
  %432 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %427, 4, !dbg !37
  %433 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %427, 5, !dbg !37
  %434 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %427, 6, !dbg !37
  %435 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %427, 7, !dbg !37
  %436 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %427, 8, !dbg !37
  %437 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %427, 9, !dbg !37
  %438 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %427, 10, !dbg !37
  %439 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %427, 11, !dbg !37
  %440 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %427, 12, !dbg !37
  %441 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %427, 13, !dbg !37
  %442 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %427, 14, !dbg !37
  %443 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %427, 15, !dbg !37
  %444 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %427, 16, !dbg !37
  %445 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %427, 17, !dbg !37
  %446 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %427, 18, !dbg !37
  %447 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %427, 19, !dbg !37
  %448 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %427, 20, !dbg !37
  %449 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %427, 21, !dbg !37
  %450 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %427, 22, !dbg !37
  %451 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %427, 23, !dbg !37
  %452 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %427, 24, !dbg !37
  %453 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %427, 25, !dbg !37
  %454 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %427, 26, !dbg !37
  %455 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %427, 27, !dbg !37
  %456 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %427, 28, !dbg !37
  %457 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %427, 29, !dbg !37
  %458 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %427, 30, !dbg !37
  %459 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %427, 31, !dbg !37
  %460 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %428, float %429, float %430, float %431, float %432, float %433, float %434, float %435, float %436, float %437, float %438, float %439, float %440, float %441, float %442, float %443, float %444, float %445, float %446, float %447, float %448, float %449, float %450, float %451, float %452, float %453, float %454, float %455, float %456, float %457, float %458, float %459, i64 %177, i64 %180, i1 true) #6, !dbg !37
  %461 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %460, 0, !dbg !37
  %462 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %460, 1, !dbg !37
  %463 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %460, 2, !dbg !37
  %464 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %460, 3, !dbg !37
  %465 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %460, 4, !dbg !37
  %466 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %460, 5, !dbg !37
  %467 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %460, 6, !dbg !37
  %468 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %460, 7, !dbg !37
  %469 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %460, 8, !dbg !37
  %470 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %460, 9, !dbg !37
  %471 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %460, 10, !dbg !37
  %472 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %460, 11, !dbg !37
  %473 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %460, 12, !dbg !37
  %474 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %460, 13, !dbg !37
  %475 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %460, 14, !dbg !37
  %476 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %460, 15, !dbg !37
  %477 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %460, 16, !dbg !37
  %478 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %460, 17, !dbg !37
  %479 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %460, 18, !dbg !37
  %480 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %460, 19, !dbg !37
  %481 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %460, 20, !dbg !37
  %482 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %460, 21, !dbg !37
  %483 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %460, 22, !dbg !37
  %484 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %460, 23, !dbg !37
  %485 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %460, 24, !dbg !37
  %486 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %460, 25, !dbg !37
  %487 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %460, 26, !dbg !37
  %488 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %460, 27, !dbg !37
  %489 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %460, 28, !dbg !37
  %490 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %460, 29, !dbg !37
  %491 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %460, 30, !dbg !37
  %492 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %460, 31, !dbg !37
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !37
  %493 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=l,=r,=r,=l,=r,=r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37"(float %461, float %462, float %463, float %464, float %465, float %466, float %467, float %468, float %469, float %470, float %471, float %472, float %473, float %474, float %475, float %476, float %477, float %478, float %479, float %480, float %481, float %482, float %483, float %484, float %485, float %486, float %487, float %488, float %489, float %490, float %491, float %492, ptr addrspace(3) @global_smem, i32 0, i32 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 0, i32 0) #6, !dbg !37
  %494 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %493, 0, !dbg !37
  %495 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %493, 1, !dbg !37
  %496 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %493, 2, !dbg !37
  %497 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %493, 3, !dbg !37
  %498 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %493, 4, !dbg !37
  %499 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %493, 5, !dbg !37
  %500 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %493, 6, !dbg !37
  %501 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %493, 7, !dbg !37
  %502 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %493, 8, !dbg !37
  %503 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %493, 9, !dbg !37
  %504 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %493, 10, !dbg !37
  %505 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %493, 11, !dbg !37
  %506 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %493, 12, !dbg !37
  %507 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %493, 13, !dbg !37
  %508 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %493, 14, !dbg !37
  %509 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %493, 15, !dbg !37
  %510 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %493, 16, !dbg !37
  %511 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %493, 17, !dbg !37
  %512 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %493, 18, !dbg !37
  %513 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %493, 19, !dbg !37
  %514 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %493, 20, !dbg !37
  %515 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %493, 21, !dbg !37
  %516 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %493, 22, !dbg !37
  %517 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %493, 23, !dbg !37
  %518 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %493, 24, !dbg !37
  %519 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %493, 25, !dbg !37
  %520 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %493, 26, !dbg !37
  %521 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %493, 27, !dbg !37
  %522 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %493, 28, !dbg !37
  %523 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %493, 29, !dbg !37
  %524 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %493, 30, !dbg !37
  %525 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %493, 31, !dbg !37
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !24
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !24
  br i1 %exitcond.not, label %._crit_edge, label %199, !dbg !24

._crit_edge:                                      ; preds = %199, %.._crit_edge_crit_edge
  %.pre-phi = phi i64 [ %.pre, %.._crit_edge_crit_edge ], [ %148, %199 ], !dbg !25
  %526 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %494, %199 ], !dbg !38
  %527 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %495, %199 ], !dbg !38
  %528 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %496, %199 ], !dbg !38
  %529 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %497, %199 ], !dbg !38
  %530 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %498, %199 ], !dbg !38
  %531 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %499, %199 ], !dbg !38
  %532 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %500, %199 ], !dbg !38
  %533 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %501, %199 ], !dbg !38
  %534 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %502, %199 ], !dbg !38
  %535 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %503, %199 ], !dbg !38
  %536 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %504, %199 ], !dbg !38
  %537 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %505, %199 ], !dbg !38
  %538 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %506, %199 ], !dbg !38
  %539 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %507, %199 ], !dbg !38
  %540 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %508, %199 ], !dbg !38
  %541 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %509, %199 ], !dbg !38
  %542 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %510, %199 ], !dbg !38
  %543 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %511, %199 ], !dbg !38
  %544 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %512, %199 ], !dbg !38
  %545 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %513, %199 ], !dbg !38
  %546 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %514, %199 ], !dbg !38
  %547 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %515, %199 ], !dbg !38
  %548 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %516, %199 ], !dbg !38
  %549 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %517, %199 ], !dbg !38
  %550 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %518, %199 ], !dbg !38
  %551 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %519, %199 ], !dbg !38
  %552 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %520, %199 ], !dbg !38
  %553 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %521, %199 ], !dbg !38
  %554 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %522, %199 ], !dbg !38
  %555 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %523, %199 ], !dbg !38
  %556 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %524, %199 ], !dbg !38
  %557 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %525, %199 ], !dbg !38
  %558 = or disjoint i32 %15, %10, !dbg !13
  %559 = or disjoint i32 %558, 62, !dbg !12
  %560 = or disjoint i32 %558, 60, !dbg !12
  %561 = or disjoint i32 %558, 58, !dbg !12
  %562 = or disjoint i32 %558, 56, !dbg !12
  %563 = or disjoint i32 %558, 54, !dbg !12
  %564 = or disjoint i32 %558, 52, !dbg !12
  %565 = or disjoint i32 %558, 50, !dbg !12
  %566 = or disjoint i32 %558, 48, !dbg !12
  %567 = or disjoint i32 %558, 46, !dbg !12
  %568 = or disjoint i32 %558, 44, !dbg !12
  %569 = or disjoint i32 %558, 42, !dbg !12
  %570 = or disjoint i32 %558, 40, !dbg !12
  %571 = or disjoint i32 %558, 38, !dbg !12
  %572 = or disjoint i32 %558, 36, !dbg !12
  %573 = or disjoint i32 %558, 34, !dbg !12
  %574 = or disjoint i32 %558, 32, !dbg !12
  %575 = or disjoint i32 %30, %10, !dbg !12
  %576 = or disjoint i32 %29, %10, !dbg !12
  %577 = or disjoint i32 %28, %10, !dbg !12
  %578 = or disjoint i32 %27, %10, !dbg !12
  %579 = or disjoint i32 %26, %10, !dbg !12
  %580 = or disjoint i32 %25, %10, !dbg !12
  %581 = or disjoint i32 %24, %10, !dbg !12
  %582 = or disjoint i32 %23, %10, !dbg !12
  %583 = or disjoint i32 %22, %10, !dbg !12
  %584 = or disjoint i32 %21, %10, !dbg !12
  %585 = or disjoint i32 %20, %10, !dbg !12
  %586 = or disjoint i32 %19, %10, !dbg !12
  %587 = or disjoint i32 %18, %10, !dbg !12
  %588 = or disjoint i32 %17, %10, !dbg !12
  %589 = or disjoint i32 %16, %10, !dbg !12
  %590 = icmp slt i32 %558, %3, !dbg !39
  %591 = icmp slt i32 %589, %3, !dbg !39
  %592 = icmp slt i32 %588, %3, !dbg !39
  %593 = icmp slt i32 %587, %3, !dbg !39
  %594 = icmp slt i32 %586, %3, !dbg !39
  %595 = icmp slt i32 %585, %3, !dbg !39
  %596 = icmp slt i32 %584, %3, !dbg !39
  %597 = icmp slt i32 %583, %3, !dbg !39
  %598 = icmp slt i32 %582, %3, !dbg !39
  %599 = icmp slt i32 %581, %3, !dbg !39
  %600 = icmp slt i32 %580, %3, !dbg !39
  %601 = icmp slt i32 %579, %3, !dbg !39
  %602 = icmp slt i32 %578, %3, !dbg !39
  %603 = icmp slt i32 %577, %3, !dbg !39
  %604 = icmp slt i32 %576, %3, !dbg !39
  %605 = icmp slt i32 %575, %3, !dbg !39
  %606 = icmp slt i32 %574, %3, !dbg !39
  %607 = icmp slt i32 %573, %3, !dbg !39
  %608 = icmp slt i32 %572, %3, !dbg !39
  %609 = icmp slt i32 %571, %3, !dbg !39
  %610 = icmp slt i32 %570, %3, !dbg !39
  %611 = icmp slt i32 %569, %3, !dbg !39
  %612 = icmp slt i32 %568, %3, !dbg !39
  %613 = icmp slt i32 %567, %3, !dbg !39
  %614 = icmp slt i32 %566, %3, !dbg !39
  %615 = icmp slt i32 %565, %3, !dbg !39
  %616 = icmp slt i32 %564, %3, !dbg !39
  %617 = icmp slt i32 %563, %3, !dbg !39
  %618 = icmp slt i32 %562, %3, !dbg !39
  %619 = icmp slt i32 %561, %3, !dbg !39
  %620 = icmp slt i32 %560, %3, !dbg !39
  %621 = icmp slt i32 %559, %3, !dbg !39
  %622 = and i1 %590, %117, !dbg !40
  %623 = and i1 %591, %117, !dbg !40
  %624 = and i1 %592, %117, !dbg !40
  %625 = and i1 %593, %117, !dbg !40
  %626 = and i1 %594, %117, !dbg !40
  %627 = and i1 %595, %117, !dbg !40
  %628 = and i1 %596, %117, !dbg !40
  %629 = and i1 %597, %117, !dbg !40
  %630 = and i1 %598, %117, !dbg !40
  %631 = and i1 %599, %117, !dbg !40
  %632 = and i1 %600, %117, !dbg !40
  %633 = and i1 %601, %117, !dbg !40
  %634 = and i1 %602, %117, !dbg !40
  %635 = and i1 %603, %117, !dbg !40
  %636 = and i1 %604, %117, !dbg !40
  %637 = and i1 %605, %117, !dbg !40
  %638 = and i1 %606, %117, !dbg !40
  %639 = and i1 %607, %117, !dbg !40
  %640 = and i1 %608, %117, !dbg !40
  %641 = and i1 %609, %117, !dbg !40
  %642 = and i1 %610, %117, !dbg !40
  %643 = and i1 %611, %117, !dbg !40
  %644 = and i1 %612, %117, !dbg !40
  %645 = and i1 %613, %117, !dbg !40
  %646 = and i1 %614, %117, !dbg !40
  %647 = and i1 %615, %117, !dbg !40
  %648 = and i1 %616, %117, !dbg !40
  %649 = and i1 %617, %117, !dbg !40
  %650 = and i1 %618, %117, !dbg !40
  %651 = and i1 %619, %117, !dbg !40
  %652 = and i1 %620, %117, !dbg !40
  %653 = and i1 %621, %117, !dbg !40
  %654 = mul i32 %4, %558, !dbg !41
  %655 = mul i32 %4, %589, !dbg !41
  %656 = mul i32 %4, %588, !dbg !41
  %657 = mul i32 %4, %587, !dbg !41
  %658 = mul i32 %4, %586, !dbg !41
  %659 = mul i32 %4, %585, !dbg !41
  %660 = mul i32 %4, %584, !dbg !41
  %661 = mul i32 %4, %583, !dbg !41
  %662 = mul i32 %4, %582, !dbg !41
  %663 = mul i32 %4, %581, !dbg !41
  %664 = mul i32 %4, %580, !dbg !41
  %665 = mul i32 %4, %579, !dbg !41
  %666 = mul i32 %4, %578, !dbg !41
  %667 = mul i32 %4, %577, !dbg !41
  %668 = mul i32 %4, %576, !dbg !41
  %669 = mul i32 %4, %575, !dbg !41
  %670 = mul i32 %4, %574, !dbg !41
  %671 = mul i32 %4, %573, !dbg !41
  %672 = mul i32 %4, %572, !dbg !41
  %673 = mul i32 %4, %571, !dbg !41
  %674 = mul i32 %4, %570, !dbg !41
  %675 = mul i32 %4, %569, !dbg !41
  %676 = mul i32 %4, %568, !dbg !41
  %677 = mul i32 %4, %567, !dbg !41
  %678 = mul i32 %4, %566, !dbg !41
  %679 = mul i32 %4, %565, !dbg !41
  %680 = mul i32 %4, %564, !dbg !41
  %681 = mul i32 %4, %563, !dbg !41
  %682 = mul i32 %4, %562, !dbg !41
  %683 = mul i32 %4, %561, !dbg !41
  %684 = mul i32 %4, %560, !dbg !41
  %685 = mul i32 %4, %559, !dbg !41
  %686 = sext i32 %654 to i64, !dbg !25
  %687 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %686, !dbg !25
  %688 = sext i32 %655 to i64, !dbg !25
  %689 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %688, !dbg !25
  %690 = sext i32 %656 to i64, !dbg !25
  %691 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %690, !dbg !25
  %692 = sext i32 %657 to i64, !dbg !25
  %693 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %692, !dbg !25
  %694 = sext i32 %658 to i64, !dbg !25
  %695 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %694, !dbg !25
  %696 = sext i32 %659 to i64, !dbg !25
  %697 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %696, !dbg !25
  %698 = sext i32 %660 to i64, !dbg !25
  %699 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %698, !dbg !25
  %700 = sext i32 %661 to i64, !dbg !25
  %701 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %700, !dbg !25
  %702 = sext i32 %662 to i64, !dbg !25
  %703 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %702, !dbg !25
  %704 = sext i32 %663 to i64, !dbg !25
  %705 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %704, !dbg !25
  %706 = sext i32 %664 to i64, !dbg !25
  %707 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %706, !dbg !25
  %708 = sext i32 %665 to i64, !dbg !25
  %709 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %708, !dbg !25
  %710 = sext i32 %666 to i64, !dbg !25
  %711 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %710, !dbg !25
  %712 = sext i32 %667 to i64, !dbg !25
  %713 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %712, !dbg !25
  %714 = sext i32 %668 to i64, !dbg !25
  %715 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %714, !dbg !25
  %716 = sext i32 %669 to i64, !dbg !25
  %717 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %716, !dbg !25
  %718 = sext i32 %670 to i64, !dbg !25
  %719 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %718, !dbg !25
  %720 = sext i32 %671 to i64, !dbg !25
  %721 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %720, !dbg !25
  %722 = sext i32 %672 to i64, !dbg !25
  %723 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %722, !dbg !25
  %724 = sext i32 %673 to i64, !dbg !25
  %725 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %724, !dbg !25
  %726 = sext i32 %674 to i64, !dbg !25
  %727 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %726, !dbg !25
  %728 = sext i32 %675 to i64, !dbg !25
  %729 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %728, !dbg !25
  %730 = sext i32 %676 to i64, !dbg !25
  %731 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %730, !dbg !25
  %732 = sext i32 %677 to i64, !dbg !25
  %733 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %732, !dbg !25
  %734 = sext i32 %678 to i64, !dbg !25
  %735 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %734, !dbg !25
  %736 = sext i32 %679 to i64, !dbg !25
  %737 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %736, !dbg !25
  %738 = sext i32 %680 to i64, !dbg !25
  %739 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %738, !dbg !25
  %740 = sext i32 %681 to i64, !dbg !25
  %741 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %740, !dbg !25
  %742 = sext i32 %682 to i64, !dbg !25
  %743 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %742, !dbg !25
  %744 = sext i32 %683 to i64, !dbg !25
  %745 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %744, !dbg !25
  %746 = sext i32 %684 to i64, !dbg !25
  %747 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %746, !dbg !25
  %748 = sext i32 %685 to i64, !dbg !25
  %749 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %748, !dbg !25
  %750 = getelementptr [4 x i8], ptr addrspace(1) %687, i64 %.pre-phi, !dbg !25
  %751 = getelementptr [4 x i8], ptr addrspace(1) %689, i64 %.pre-phi, !dbg !25
  %752 = getelementptr [4 x i8], ptr addrspace(1) %691, i64 %.pre-phi, !dbg !25
  %753 = getelementptr [4 x i8], ptr addrspace(1) %693, i64 %.pre-phi, !dbg !25
  %754 = getelementptr [4 x i8], ptr addrspace(1) %695, i64 %.pre-phi, !dbg !25
  %755 = getelementptr [4 x i8], ptr addrspace(1) %697, i64 %.pre-phi, !dbg !25
  %756 = getelementptr [4 x i8], ptr addrspace(1) %699, i64 %.pre-phi, !dbg !25
  %757 = getelementptr [4 x i8], ptr addrspace(1) %701, i64 %.pre-phi, !dbg !25
  %758 = getelementptr [4 x i8], ptr addrspace(1) %703, i64 %.pre-phi, !dbg !25
  %759 = getelementptr [4 x i8], ptr addrspace(1) %705, i64 %.pre-phi, !dbg !25
  %760 = getelementptr [4 x i8], ptr addrspace(1) %707, i64 %.pre-phi, !dbg !25
  %761 = getelementptr [4 x i8], ptr addrspace(1) %709, i64 %.pre-phi, !dbg !25
  %762 = getelementptr [4 x i8], ptr addrspace(1) %711, i64 %.pre-phi, !dbg !25
  %763 = getelementptr [4 x i8], ptr addrspace(1) %713, i64 %.pre-phi, !dbg !25
  %764 = getelementptr [4 x i8], ptr addrspace(1) %715, i64 %.pre-phi, !dbg !25
  %765 = getelementptr [4 x i8], ptr addrspace(1) %717, i64 %.pre-phi, !dbg !25
  %766 = getelementptr [4 x i8], ptr addrspace(1) %719, i64 %.pre-phi, !dbg !25
  %767 = getelementptr [4 x i8], ptr addrspace(1) %721, i64 %.pre-phi, !dbg !25
  %768 = getelementptr [4 x i8], ptr addrspace(1) %723, i64 %.pre-phi, !dbg !25
  %769 = getelementptr [4 x i8], ptr addrspace(1) %725, i64 %.pre-phi, !dbg !25
  %770 = getelementptr [4 x i8], ptr addrspace(1) %727, i64 %.pre-phi, !dbg !25
  %771 = getelementptr [4 x i8], ptr addrspace(1) %729, i64 %.pre-phi, !dbg !25
  %772 = getelementptr [4 x i8], ptr addrspace(1) %731, i64 %.pre-phi, !dbg !25
  %773 = getelementptr [4 x i8], ptr addrspace(1) %733, i64 %.pre-phi, !dbg !25
  %774 = getelementptr [4 x i8], ptr addrspace(1) %735, i64 %.pre-phi, !dbg !25
  %775 = getelementptr [4 x i8], ptr addrspace(1) %737, i64 %.pre-phi, !dbg !25
  %776 = getelementptr [4 x i8], ptr addrspace(1) %739, i64 %.pre-phi, !dbg !25
  %777 = getelementptr [4 x i8], ptr addrspace(1) %741, i64 %.pre-phi, !dbg !25
  %778 = getelementptr [4 x i8], ptr addrspace(1) %743, i64 %.pre-phi, !dbg !25
  %779 = getelementptr [4 x i8], ptr addrspace(1) %745, i64 %.pre-phi, !dbg !25
  %780 = getelementptr [4 x i8], ptr addrspace(1) %747, i64 %.pre-phi, !dbg !25
  %781 = getelementptr [4 x i8], ptr addrspace(1) %749, i64 %.pre-phi, !dbg !25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !42
  %782 = and i32 %11, 12, !dbg !42
  %783 = shl nuw nsw i32 %782, 10, !dbg !42
  %784 = shl nuw nsw i32 %11, 5, !dbg !42
  %785 = and i32 %784, 96, !dbg !42
  %786 = shl nuw nsw i32 %782, 1, !dbg !42
  %787 = or disjoint i32 %783, %785, !dbg !42
  %788 = or disjoint i32 %787, %786, !dbg !42
  %789 = insertelement <2 x float> poison, float %526, i64 0, !dbg !42
  %790 = insertelement <2 x float> %789, float %528, i64 1, !dbg !42
  %791 = insertelement <2 x float> poison, float %534, i64 0, !dbg !42
  %792 = insertelement <2 x float> %791, float %536, i64 1, !dbg !42
  %793 = insertelement <2 x float> poison, float %542, i64 0, !dbg !42
  %794 = insertelement <2 x float> %793, float %544, i64 1, !dbg !42
  %795 = insertelement <2 x float> poison, float %550, i64 0, !dbg !42
  %796 = insertelement <2 x float> %795, float %552, i64 1, !dbg !42
  %797 = insertelement <2 x float> poison, float %527, i64 0, !dbg !42
  %798 = insertelement <2 x float> %797, float %529, i64 1, !dbg !42
  %799 = insertelement <2 x float> poison, float %535, i64 0, !dbg !42
  %800 = insertelement <2 x float> %799, float %537, i64 1, !dbg !42
  %801 = insertelement <2 x float> poison, float %543, i64 0, !dbg !42
  %802 = insertelement <2 x float> %801, float %545, i64 1, !dbg !42
  %803 = insertelement <2 x float> poison, float %551, i64 0, !dbg !42
  %804 = insertelement <2 x float> %803, float %553, i64 1, !dbg !42
  %805 = insertelement <2 x float> poison, float %530, i64 0, !dbg !42
  %806 = insertelement <2 x float> %805, float %532, i64 1, !dbg !42
  %807 = insertelement <2 x float> poison, float %538, i64 0, !dbg !42
  %808 = insertelement <2 x float> %807, float %540, i64 1, !dbg !42
  %809 = insertelement <2 x float> poison, float %546, i64 0, !dbg !42
  %810 = insertelement <2 x float> %809, float %548, i64 1, !dbg !42
  %811 = insertelement <2 x float> poison, float %554, i64 0, !dbg !42
  %812 = insertelement <2 x float> %811, float %556, i64 1, !dbg !42
  %813 = insertelement <2 x float> poison, float %531, i64 0, !dbg !42
  %814 = insertelement <2 x float> %813, float %533, i64 1, !dbg !42
  %815 = insertelement <2 x float> poison, float %539, i64 0, !dbg !42
  %816 = insertelement <2 x float> %815, float %541, i64 1, !dbg !42
  %817 = insertelement <2 x float> poison, float %547, i64 0, !dbg !42
  %818 = insertelement <2 x float> %817, float %549, i64 1, !dbg !42
  %819 = insertelement <2 x float> poison, float %555, i64 0, !dbg !42
  %820 = insertelement <2 x float> %819, float %557, i64 1, !dbg !42
  %821 = icmp eq i32 %14, 0, !dbg !42
  %822 = select i1 %821, i32 0, i32 4104, !dbg !42
  %823 = shl nuw nsw i32 %11, 3, !dbg !42
  %824 = and i32 %823, 896, !dbg !42
  %825 = or disjoint i32 %788, %824, !dbg !42
  %826 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %825, !dbg !42
  store <2 x float> %790, ptr addrspace(3) %826, align 8, !dbg !42
  %827 = getelementptr inbounds nuw i8, ptr addrspace(3) %826, i32 1024, !dbg !42
  store <2 x float> %792, ptr addrspace(3) %827, align 8, !dbg !42
  %828 = getelementptr inbounds nuw i8, ptr addrspace(3) %826, i32 2048, !dbg !42
  store <2 x float> %794, ptr addrspace(3) %828, align 8, !dbg !42
  %829 = getelementptr inbounds nuw i8, ptr addrspace(3) %826, i32 3072, !dbg !42
  store <2 x float> %796, ptr addrspace(3) %829, align 8, !dbg !42
  %830 = xor i32 %825, 8, !dbg !42
  %831 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %830, !dbg !42
  store <2 x float> %798, ptr addrspace(3) %831, align 8, !dbg !42
  %832 = getelementptr inbounds nuw i8, ptr addrspace(3) %831, i32 1024, !dbg !42
  store <2 x float> %800, ptr addrspace(3) %832, align 8, !dbg !42
  %833 = getelementptr inbounds nuw i8, ptr addrspace(3) %831, i32 2048, !dbg !42
  store <2 x float> %802, ptr addrspace(3) %833, align 8, !dbg !42
  %834 = getelementptr inbounds nuw i8, ptr addrspace(3) %831, i32 3072, !dbg !42
  store <2 x float> %804, ptr addrspace(3) %834, align 8, !dbg !42
  %835 = xor i32 %825, 16, !dbg !42
  %836 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %835, !dbg !42
  store <2 x float> %806, ptr addrspace(3) %836, align 8, !dbg !42
  %837 = getelementptr inbounds nuw i8, ptr addrspace(3) %836, i32 1024, !dbg !42
  store <2 x float> %808, ptr addrspace(3) %837, align 8, !dbg !42
  %838 = getelementptr inbounds nuw i8, ptr addrspace(3) %836, i32 2048, !dbg !42
  store <2 x float> %810, ptr addrspace(3) %838, align 8, !dbg !42
  %839 = getelementptr inbounds nuw i8, ptr addrspace(3) %836, i32 3072, !dbg !42
  store <2 x float> %812, ptr addrspace(3) %839, align 8, !dbg !42
  %840 = xor i32 %825, 24, !dbg !42
  %841 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %840, !dbg !42
  store <2 x float> %814, ptr addrspace(3) %841, align 8, !dbg !42
  %842 = getelementptr inbounds nuw i8, ptr addrspace(3) %841, i32 1024, !dbg !42
  store <2 x float> %816, ptr addrspace(3) %842, align 8, !dbg !42
  %843 = getelementptr inbounds nuw i8, ptr addrspace(3) %841, i32 2048, !dbg !42
  store <2 x float> %818, ptr addrspace(3) %843, align 8, !dbg !42
  %844 = getelementptr inbounds nuw i8, ptr addrspace(3) %841, i32 3072, !dbg !42
  store <2 x float> %820, ptr addrspace(3) %844, align 8, !dbg !42
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !42
  %845 = and i32 %823, 8, !dbg !42
  %846 = insertelement <4 x i32> poison, i32 %11, i64 0, !dbg !42
  %847 = insertelement <4 x i32> %846, i32 %845, i64 1, !dbg !42
  %848 = shufflevector <4 x i32> %847, <4 x i32> poison, <4 x i32> <i32 0, i32 0, i32 0, i32 1>, !dbg !42
  %849 = shl nuw nsw <4 x i32> %848, <i32 6, i32 4, i32 1, i32 0>, !dbg !42
  %850 = insertelement <4 x i32> <i32 3072, i32 96, i32 16, i32 poison>, i32 %822, i64 3, !dbg !42
  %851 = and <4 x i32> %850, %849, !dbg !42
  %852 = xor <4 x i32> %850, %849, !dbg !42
  %853 = shufflevector <4 x i32> %851, <4 x i32> %852, <4 x i32> <i32 0, i32 1, i32 2, i32 7>, !dbg !42
  %854 = tail call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %853), !dbg !42
  %855 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %854, !dbg !42
  %856 = load <2 x i32>, ptr addrspace(3) %855, align 8, !dbg !42
  %857 = getelementptr inbounds nuw i8, ptr addrspace(3) %855, i32 128, !dbg !42
  %858 = load <2 x i32>, ptr addrspace(3) %857, align 8, !dbg !42
  %859 = getelementptr inbounds nuw i8, ptr addrspace(3) %855, i32 256, !dbg !42
  %860 = load <2 x i32>, ptr addrspace(3) %859, align 8, !dbg !42
  %861 = getelementptr inbounds nuw i8, ptr addrspace(3) %855, i32 384, !dbg !42
  %862 = load <2 x i32>, ptr addrspace(3) %861, align 8, !dbg !42
  %863 = getelementptr inbounds nuw i8, ptr addrspace(3) %855, i32 512, !dbg !42
  %864 = load <2 x i32>, ptr addrspace(3) %863, align 8, !dbg !42
  %865 = getelementptr inbounds nuw i8, ptr addrspace(3) %855, i32 640, !dbg !42
  %866 = load <2 x i32>, ptr addrspace(3) %865, align 8, !dbg !42
  %867 = getelementptr inbounds nuw i8, ptr addrspace(3) %855, i32 768, !dbg !42
  %868 = load <2 x i32>, ptr addrspace(3) %867, align 8, !dbg !42
  %869 = getelementptr inbounds nuw i8, ptr addrspace(3) %855, i32 896, !dbg !42
  %870 = load <2 x i32>, ptr addrspace(3) %869, align 8, !dbg !42
  %871 = xor i32 %854, 8208, !dbg !42
  %872 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %871, !dbg !42
  %873 = load <2 x i32>, ptr addrspace(3) %872, align 8, !dbg !42
  %874 = getelementptr inbounds nuw i8, ptr addrspace(3) %872, i32 128, !dbg !42
  %875 = load <2 x i32>, ptr addrspace(3) %874, align 8, !dbg !42
  %876 = getelementptr inbounds nuw i8, ptr addrspace(3) %872, i32 256, !dbg !42
  %877 = load <2 x i32>, ptr addrspace(3) %876, align 8, !dbg !42
  %878 = getelementptr inbounds nuw i8, ptr addrspace(3) %872, i32 384, !dbg !42
  %879 = load <2 x i32>, ptr addrspace(3) %878, align 8, !dbg !42
  %880 = getelementptr inbounds nuw i8, ptr addrspace(3) %872, i32 512, !dbg !42
  %881 = load <2 x i32>, ptr addrspace(3) %880, align 8, !dbg !42
  %882 = getelementptr inbounds nuw i8, ptr addrspace(3) %872, i32 640, !dbg !42
  %883 = load <2 x i32>, ptr addrspace(3) %882, align 8, !dbg !42
  %884 = getelementptr inbounds nuw i8, ptr addrspace(3) %872, i32 768, !dbg !42
  %885 = load <2 x i32>, ptr addrspace(3) %884, align 8, !dbg !42
  %886 = getelementptr inbounds nuw i8, ptr addrspace(3) %872, i32 896, !dbg !42
  %887 = load <2 x i32>, ptr addrspace(3) %886, align 8, !dbg !42
  %.extract = extractelement <2 x i32> %856, i64 0, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract, ptr addrspace(1) %750, i1 %622) #6, !dbg !42
  %.extract32 = extractelement <2 x i32> %873, i64 0, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract32, ptr addrspace(1) %751, i1 %623) #6, !dbg !42
  %.extract33 = extractelement <2 x i32> %858, i64 0, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract33, ptr addrspace(1) %752, i1 %624) #6, !dbg !42
  %.extract34 = extractelement <2 x i32> %875, i64 0, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract34, ptr addrspace(1) %753, i1 %625) #6, !dbg !42
  %.extract35 = extractelement <2 x i32> %856, i64 1, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract35, ptr addrspace(1) %754, i1 %626) #6, !dbg !42
  %.extract36 = extractelement <2 x i32> %873, i64 1, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract36, ptr addrspace(1) %755, i1 %627) #6, !dbg !42
  %.extract37 = extractelement <2 x i32> %858, i64 1, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract37, ptr addrspace(1) %756, i1 %628) #6, !dbg !42
  %.extract38 = extractelement <2 x i32> %875, i64 1, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract38, ptr addrspace(1) %757, i1 %629) #6, !dbg !42
  %.extract39 = extractelement <2 x i32> %860, i64 0, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract39, ptr addrspace(1) %758, i1 %630) #6, !dbg !42
  %.extract40 = extractelement <2 x i32> %877, i64 0, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract40, ptr addrspace(1) %759, i1 %631) #6, !dbg !42
  %.extract41 = extractelement <2 x i32> %862, i64 0, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract41, ptr addrspace(1) %760, i1 %632) #6, !dbg !42
  %.extract42 = extractelement <2 x i32> %879, i64 0, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract42, ptr addrspace(1) %761, i1 %633) #6, !dbg !42
  %.extract43 = extractelement <2 x i32> %860, i64 1, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract43, ptr addrspace(1) %762, i1 %634) #6, !dbg !42
  %.extract44 = extractelement <2 x i32> %877, i64 1, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract44, ptr addrspace(1) %763, i1 %635) #6, !dbg !42
  %.extract45 = extractelement <2 x i32> %862, i64 1, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract45, ptr addrspace(1) %764, i1 %636) #6, !dbg !42
  %.extract46 = extractelement <2 x i32> %879, i64 1, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract46, ptr addrspace(1) %765, i1 %637) #6, !dbg !42
  %.extract47 = extractelement <2 x i32> %864, i64 0, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract47, ptr addrspace(1) %766, i1 %638) #6, !dbg !42
  %.extract48 = extractelement <2 x i32> %881, i64 0, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract48, ptr addrspace(1) %767, i1 %639) #6, !dbg !42
  %.extract49 = extractelement <2 x i32> %866, i64 0, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract49, ptr addrspace(1) %768, i1 %640) #6, !dbg !42
  %.extract50 = extractelement <2 x i32> %883, i64 0, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract50, ptr addrspace(1) %769, i1 %641) #6, !dbg !42
  %.extract51 = extractelement <2 x i32> %864, i64 1, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract51, ptr addrspace(1) %770, i1 %642) #6, !dbg !42
  %.extract52 = extractelement <2 x i32> %881, i64 1, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract52, ptr addrspace(1) %771, i1 %643) #6, !dbg !42
  %.extract53 = extractelement <2 x i32> %866, i64 1, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract53, ptr addrspace(1) %772, i1 %644) #6, !dbg !42
  %.extract54 = extractelement <2 x i32> %883, i64 1, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract54, ptr addrspace(1) %773, i1 %645) #6, !dbg !42
  %.extract55 = extractelement <2 x i32> %868, i64 0, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract55, ptr addrspace(1) %774, i1 %646) #6, !dbg !42
  %.extract56 = extractelement <2 x i32> %885, i64 0, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract56, ptr addrspace(1) %775, i1 %647) #6, !dbg !42
  %.extract57 = extractelement <2 x i32> %870, i64 0, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract57, ptr addrspace(1) %776, i1 %648) #6, !dbg !42
  %.extract58 = extractelement <2 x i32> %887, i64 0, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract58, ptr addrspace(1) %777, i1 %649) #6, !dbg !42
  %.extract59 = extractelement <2 x i32> %868, i64 1, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract59, ptr addrspace(1) %778, i1 %650) #6, !dbg !42
  %.extract60 = extractelement <2 x i32> %885, i64 1, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract60, ptr addrspace(1) %779, i1 %651) #6, !dbg !42
  %.extract61 = extractelement <2 x i32> %870, i64 1, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract61, ptr addrspace(1) %780, i1 %652) #6, !dbg !42
  %.extract62 = extractelement <2 x i32> %887, i64 1, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract62, ptr addrspace(1) %781, i1 %653) #6, !dbg !42
  ret void, !dbg !43
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.proxy.async.shared_cta() #3

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.fence.sync.aligned() #4

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned() #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.or.v4i32(<4 x i32>) #5

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nounwind }
attributes #4 = { convergent nounwind }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "matmul_acc", linkageName: "matmul_acc", scope: !1, file: !1, line: 262, type: !5, scopeLine: 262, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !11, !11, !11, !7, !7}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DILocation(line: 266, column: 10, scope: !4)
!13 = !DILocation(line: 266, column: 34, scope: !4)
!14 = !DILocation(line: 267, column: 10, scope: !4)
!15 = !DILocation(line: 43, column: 13, scope: !16, inlinedAt: !18)
!16 = distinct !DILexicalBlockFile(scope: !4, file: !17, discriminator: 0)
!17 = !DIFile(filename: "standard.py", directory: ".")
!18 = !DILocation(line: 270, column: 23, scope: !19)
!19 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!20 = !DILocation(line: 272, column: 63, scope: !4)
!21 = !DILocation(line: 272, column: 26, scope: !4)
!22 = !DILocation(line: 272, column: 22, scope: !4)
!23 = !DILocation(line: 273, column: 83, scope: !4)
!24 = !DILocation(line: 270, column: 5, scope: !4)
!25 = !DILocation(line: 275, column: 14, scope: !4)
!26 = !DILocation(line: 43, column: 12, scope: !16, inlinedAt: !18)
!27 = !DILocation(line: 268, column: 10, scope: !4)
!28 = !DILocation(line: 271, column: 14, scope: !4)
!29 = !DILocation(line: 272, column: 83, scope: !4)
!30 = !DILocation(line: 272, column: 62, scope: !4)
!31 = !DILocation(line: 272, column: 14, scope: !4)
!32 = !DILocation(line: 273, column: 63, scope: !4)
!33 = !DILocation(line: 273, column: 62, scope: !4)
!34 = !DILocation(line: 273, column: 26, scope: !4)
!35 = !DILocation(line: 273, column: 22, scope: !4)
!36 = !DILocation(line: 273, column: 14, scope: !4)
!37 = !DILocation(line: 274, column: 15, scope: !4)
!38 = !DILocation(line: 269, column: 11, scope: !4)
!39 = !DILocation(line: 275, column: 83, scope: !4)
!40 = !DILocation(line: 275, column: 82, scope: !4)
!41 = !DILocation(line: 275, column: 18, scope: !4)
!42 = !DILocation(line: 275, column: 5, scope: !4)
!43 = !DILocation(line: 262, column: 1, scope: !4)
