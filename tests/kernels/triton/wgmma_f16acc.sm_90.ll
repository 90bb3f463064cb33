; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @matmul_acc(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5, ptr addrspace(1) nofree readnone captures(none) %6, ptr addrspace(1) nofree readnone captures(none) %7) local_unnamed_addr #0 !dbg !4 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %10 = shl i32 %9, 6, !dbg !12
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %12 = and i32 %11, 96, !dbg !13
  %13 = lshr exact i32 %12, 5, !dbg !13
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
  %39 = or disjoint i32 %32, 28, !dbg !12
  %40 = or disjoint i32 %32, 32, !dbg !12
  %41 = or disjoint i32 %32, 36, !dbg !12
  %42 = or disjoint i32 %32, 40, !dbg !12
  %43 = or disjoint i32 %32, 44, !dbg !12
  %44 = or disjoint i32 %32, 48, !dbg !12
  %45 = or disjoint i32 %32, 52, !dbg !12
  %46 = or disjoint i32 %32, 56, !dbg !12
  %47 = or disjoint i32 %32, 60, !dbg !12
  %48 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !14
  %49 = shl nuw nsw i32 %48, 6, !dbg !14
  %50 = or disjoint i32 %49, %31, !dbg !14
  %51 = add i32 %5, 31, !dbg !15
  %52 = icmp slt i32 %32, %3, !dbg !20
  %53 = icmp slt i32 %33, %3, !dbg !20
  %54 = icmp slt i32 %34, %3, !dbg !20
  %55 = icmp slt i32 %35, %3, !dbg !20
  %56 = icmp slt i32 %36, %3, !dbg !20
  %57 = icmp slt i32 %37, %3, !dbg !20
  %58 = icmp slt i32 %38, %3, !dbg !20
  %59 = icmp slt i32 %39, %3, !dbg !20
  %60 = icmp slt i32 %40, %3, !dbg !20
  %61 = icmp slt i32 %41, %3, !dbg !20
  %62 = icmp slt i32 %42, %3, !dbg !20
  %63 = icmp slt i32 %43, %3, !dbg !20
  %64 = icmp slt i32 %44, %3, !dbg !20
  %65 = icmp slt i32 %45, %3, !dbg !20
  %66 = icmp slt i32 %46, %3, !dbg !20
  %67 = icmp slt i32 %47, %3, !dbg !20
  %68 = mul i32 %5, %32, !dbg !21
  %69 = mul i32 %5, %33, !dbg !21
  %70 = mul i32 %5, %34, !dbg !21
  %71 = mul i32 %5, %35, !dbg !21
  %72 = mul i32 %5, %36, !dbg !21
  %73 = mul i32 %5, %37, !dbg !21
  %74 = mul i32 %5, %38, !dbg !21
  %75 = mul i32 %5, %39, !dbg !21
  %76 = mul i32 %5, %40, !dbg !21
  %77 = mul i32 %5, %41, !dbg !21
  %78 = mul i32 %5, %42, !dbg !21
  %79 = mul i32 %5, %43, !dbg !21
  %80 = mul i32 %5, %44, !dbg !21
  %81 = mul i32 %5, %45, !dbg !21
  %82 = mul i32 %5, %46, !dbg !21
  %83 = mul i32 %5, %47, !dbg !21
  %84 = sext i32 %68 to i64, !dbg !22
  %85 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %84, !dbg !22
  %86 = sext i32 %69 to i64, !dbg !22
  %87 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %86, !dbg !22
  %88 = sext i32 %70 to i64, !dbg !22
  %89 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %88, !dbg !22
  %90 = sext i32 %71 to i64, !dbg !22
  %91 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %90, !dbg !22
  %92 = sext i32 %72 to i64, !dbg !22
  %93 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %92, !dbg !22
  %94 = sext i32 %73 to i64, !dbg !22
  %95 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %94, !dbg !22
  %96 = sext i32 %74 to i64, !dbg !22
  %97 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %96, !dbg !22
  %98 = sext i32 %75 to i64, !dbg !22
  %99 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %98, !dbg !22
  %100 = sext i32 %76 to i64, !dbg !22
  %101 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %100, !dbg !22
  %102 = sext i32 %77 to i64, !dbg !22
  %103 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %102, !dbg !22
  %104 = sext i32 %78 to i64, !dbg !22
  %105 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %104, !dbg !22
  %106 = sext i32 %79 to i64, !dbg !22
  %107 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %106, !dbg !22
  %108 = sext i32 %80 to i64, !dbg !22
  %109 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %108, !dbg !22
  %110 = sext i32 %81 to i64, !dbg !22
  %111 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %110, !dbg !22
  %112 = sext i32 %82 to i64, !dbg !22
  %113 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %112, !dbg !22
  %114 = sext i32 %83 to i64, !dbg !22
  %115 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %114, !dbg !22
  %116 = icmp slt i32 %50, %4, !dbg !23
  %117 = icmp sgt i32 %51, 31, !dbg !24
  br i1 %117, label %.lr.ph, label %.._crit_edge_crit_edge, !dbg !24

.._crit_edge_crit_edge:                           ; preds = %8
  %.pre = zext nneg i32 %50 to i64, !dbg !25
  br label %._crit_edge, !dbg !24

.lr.ph:                                           ; preds = %8
  %118 = lshr i32 %51, 5, !dbg !26
  %119 = and i32 %11, 31, !dbg !27
  %120 = shl nuw nsw i32 %31, 1
  %121 = icmp eq i32 %14, 0
  %122 = select i1 %121, i32 0, i32 144
  %123 = xor i32 %122, %120
  %124 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %123
  %125 = getelementptr inbounds nuw i8, ptr addrspace(3) %124, i32 512
  %126 = or disjoint i32 %123, 1024
  %127 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %126
  %128 = getelementptr inbounds nuw i8, ptr addrspace(3) %124, i32 1536
  %129 = or disjoint i32 %123, 2048
  %130 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %129
  %131 = getelementptr inbounds nuw i8, ptr addrspace(3) %124, i32 2560
  %132 = or disjoint i32 %123, 3072
  %133 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %132
  %134 = getelementptr inbounds nuw i8, ptr addrspace(3) %124, i32 3584
  %135 = xor i32 %123, 288
  %136 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %135
  %137 = getelementptr inbounds nuw i8, ptr addrspace(3) %136, i32 512
  %138 = or disjoint i32 %135, 1024
  %139 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %138
  %140 = getelementptr inbounds nuw i8, ptr addrspace(3) %136, i32 1536
  %141 = or disjoint i32 %135, 2048
  %142 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %141
  %143 = getelementptr inbounds nuw i8, ptr addrspace(3) %136, i32 2560
  %144 = or disjoint i32 %135, 3072
  %145 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %144
  %146 = getelementptr inbounds nuw i8, ptr addrspace(3) %136, i32 3584
  %147 = zext nneg i32 %50 to i64
  %invariant.gep = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %147, !dbg !24
  %148 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %123
  %149 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %126
  %150 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %129
  %151 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %132
  %152 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %135
  %153 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %138
  %154 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %141
  %155 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %144
  %156 = xor i32 %123, 576
  %157 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %156
  %158 = getelementptr inbounds nuw i8, ptr addrspace(3) %157, i32 1024
  %159 = getelementptr inbounds nuw i8, ptr addrspace(3) %157, i32 2048
  %160 = getelementptr inbounds nuw i8, ptr addrspace(3) %157, i32 3072
  %161 = xor i32 %123, 864
  %162 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %161
  %163 = getelementptr inbounds nuw i8, ptr addrspace(3) %162, i32 1024
  %164 = getelementptr inbounds nuw i8, ptr addrspace(3) %162, i32 2048
  %165 = getelementptr inbounds nuw i8, ptr addrspace(3) %162, i32 3072
  %166 = lshr exact i32 ptrtoint (ptr addrspace(3) @global_smem to i32), 4
  %167 = and i32 %166, 32767
  %168 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096) to i32), 4
  %169 = and i32 %168, 32767
  %170 = insertelement <2 x i32> <i32 poison, i32 -2147483616>, i32 %167, i64 0
  %171 = bitcast <2 x i32> %170 to i64
  %172 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %169, i64 0
  %173 = bitcast <2 x i32> %172 to i64
  %174 = add nuw nsw i32 %167, 2
  %175 = insertelement <2 x i32> <i32 poison, i32 -2147483616>, i32 %174, i64 0
  %176 = bitcast <2 x i32> %175 to i64
  %177 = add nuw nsw i32 %169, 128
  %178 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %177, i64 0
  %179 = bitcast <2 x i32> %178 to i64
  %180 = zext nneg i32 %15 to i64, !dbg !24
  %181 = zext nneg i32 %5 to i64, !dbg !24
  %182 = zext nneg i32 %16 to i64, !dbg !24
  %183 = zext nneg i32 %17 to i64, !dbg !24
  %184 = zext nneg i32 %18 to i64, !dbg !24
  %185 = zext nneg i32 %19 to i64, !dbg !24
  %186 = zext nneg i32 %20 to i64, !dbg !24
  %187 = zext nneg i32 %21 to i64, !dbg !24
  %188 = zext nneg i32 %22 to i64, !dbg !24
  %189 = zext nneg i32 %23 to i64, !dbg !24
  %190 = zext nneg i32 %24 to i64, !dbg !24
  %191 = zext nneg i32 %25 to i64, !dbg !24
  %192 = zext nneg i32 %26 to i64, !dbg !24
  %193 = zext nneg i32 %27 to i64, !dbg !24
  %194 = zext nneg i32 %28 to i64, !dbg !24
  %195 = zext nneg i32 %29 to i64, !dbg !24
  %196 = zext nneg i32 %30 to i64, !dbg !24
  %197 = zext nneg i32 %119 to i64, !dbg !24
  %wide.trip.count = zext nneg i32 %118 to i64, !dbg !24
  br label %198, !dbg !24

198:                                              ; preds = %.lr.ph, %198
  %indvars.iv = phi i64 [ 0, %.lr.ph ], [ %indvars.iv.next, %198 ]
  %199 = phi half [ 0.000000e+00, %.lr.ph ], [ %557, %198 ]
  %200 = phi half [ 0.000000e+00, %.lr.ph ], [ %558, %198 ]
  %201 = phi half [ 0.000000e+00, %.lr.ph ], [ %559, %198 ]
  %202 = phi half [ 0.000000e+00, %.lr.ph ], [ %560, %198 ]
  %203 = phi half [ 0.000000e+00, %.lr.ph ], [ %561, %198 ]
  %204 = phi half [ 0.000000e+00, %.lr.ph ], [ %562, %198 ]
  %205 = phi half [ 0.000000e+00, %.lr.ph ], [ %563, %198 ]
  %206 = phi half [ 0.000000e+00, %.lr.ph ], [ %564, %198 ]
  %207 = phi half [ 0.000000e+00, %.lr.ph ], [ %565, %198 ]
  %208 = phi half [ 0.000000e+00, %.lr.ph ], [ %566, %198 ]
  %209 = phi half [ 0.000000e+00, %.lr.ph ], [ %567, %198 ]
  %210 = phi half [ 0.000000e+00, %.lr.ph ], [ %568, %198 ]
  %211 = phi half [ 0.000000e+00, %.lr.ph ], [ %569, %198 ]
  %212 = phi half [ 0.000000e+00, %.lr.ph ], [ %570, %198 ]
  %213 = phi half [ 0.000000e+00, %.lr.ph ], [ %571, %198 ]
  %214 = phi half [ 0.000000e+00, %.lr.ph ], [ %572, %198 ]
  %215 = phi half [ 0.000000e+00, %.lr.ph ], [ %573, %198 ]
  %216 = phi half [ 0.000000e+00, %.lr.ph ], [ %574, %198 ]
  %217 = phi half [ 0.000000e+00, %.lr.ph ], [ %575, %198 ]
  %218 = phi half [ 0.000000e+00, %.lr.ph ], [ %576, %198 ]
  %219 = phi half [ 0.000000e+00, %.lr.ph ], [ %577, %198 ]
  %220 = phi half [ 0.000000e+00, %.lr.ph ], [ %578, %198 ]
  %221 = phi half [ 0.000000e+00, %.lr.ph ], [ %579, %198 ]
  %222 = phi half [ 0.000000e+00, %.lr.ph ], [ %580, %198 ]
  %223 = phi half [ 0.000000e+00, %.lr.ph ], [ %581, %198 ]
  %224 = phi half [ 0.000000e+00, %.lr.ph ], [ %582, %198 ]
  %225 = phi half [ 0.000000e+00, %.lr.ph ], [ %583, %198 ]
  %226 = phi half [ 0.000000e+00, %.lr.ph ], [ %584, %198 ]
  %227 = phi half [ 0.000000e+00, %.lr.ph ], [ %585, %198 ]
  %228 = phi half [ 0.000000e+00, %.lr.ph ], [ %586, %198 ]
  %229 = phi half [ 0.000000e+00, %.lr.ph ], [ %587, %198 ]
  %230 = phi half [ 0.000000e+00, %.lr.ph ], [ %588, %198 ]
  %231 = shl nuw nsw i64 %indvars.iv, 5, !dbg !28
  %232 = or disjoint i64 %231, %180, !dbg !28
  %233 = or disjoint i64 %231, %182, !dbg !28
  %234 = or disjoint i64 %231, %183, !dbg !28
  %235 = or disjoint i64 %231, %184, !dbg !28
  %236 = or disjoint i64 %231, %185, !dbg !28
  %237 = or disjoint i64 %231, %186, !dbg !28
  %238 = or disjoint i64 %231, %187, !dbg !28
  %239 = or disjoint i64 %231, %188, !dbg !28
  %240 = or disjoint i64 %231, %189, !dbg !28
  %241 = or disjoint i64 %231, %190, !dbg !28
  %242 = or disjoint i64 %231, %191, !dbg !28
  %243 = or disjoint i64 %231, %192, !dbg !28
  %244 = or disjoint i64 %231, %193, !dbg !28
  %245 = or disjoint i64 %231, %194, !dbg !28
  %246 = or disjoint i64 %231, %195, !dbg !28
  %247 = or disjoint i64 %231, %196, !dbg !28
  %248 = or disjoint i64 %231, %197, !dbg !28
  %249 = icmp samesign ult i64 %248, %181, !dbg !29
  %250 = and i1 %52, %249, !dbg !30
  %251 = and i1 %53, %249, !dbg !30
  %252 = and i1 %54, %249, !dbg !30
  %253 = and i1 %55, %249, !dbg !30
  %254 = and i1 %56, %249, !dbg !30
  %255 = and i1 %57, %249, !dbg !30
  %256 = and i1 %58, %249, !dbg !30
  %257 = and i1 %59, %249, !dbg !30
  %258 = and i1 %60, %249, !dbg !30
  %259 = and i1 %61, %249, !dbg !30
  %260 = and i1 %62, %249, !dbg !30
  %261 = and i1 %63, %249, !dbg !30
  %262 = and i1 %64, %249, !dbg !30
  %263 = and i1 %65, %249, !dbg !30
  %264 = and i1 %66, %249, !dbg !30
  %265 = and i1 %67, %249, !dbg !30
  %266 = getelementptr [2 x i8], ptr addrspace(1) %85, i64 %248, !dbg !22
  %267 = getelementptr [2 x i8], ptr addrspace(1) %87, i64 %248, !dbg !22
  %268 = getelementptr [2 x i8], ptr addrspace(1) %89, i64 %248, !dbg !22
  %269 = getelementptr [2 x i8], ptr addrspace(1) %91, i64 %248, !dbg !22
  %270 = getelementptr [2 x i8], ptr addrspace(1) %93, i64 %248, !dbg !22
  %271 = getelementptr [2 x i8], ptr addrspace(1) %95, i64 %248, !dbg !22
  %272 = getelementptr [2 x i8], ptr addrspace(1) %97, i64 %248, !dbg !22
  %273 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %248, !dbg !22
  %274 = getelementptr [2 x i8], ptr addrspace(1) %101, i64 %248, !dbg !22
  %275 = getelementptr [2 x i8], ptr addrspace(1) %103, i64 %248, !dbg !22
  %276 = getelementptr [2 x i8], ptr addrspace(1) %105, i64 %248, !dbg !22
  %277 = getelementptr [2 x i8], ptr addrspace(1) %107, i64 %248, !dbg !22
  %278 = getelementptr [2 x i8], ptr addrspace(1) %109, i64 %248, !dbg !22
  %279 = getelementptr [2 x i8], ptr addrspace(1) %111, i64 %248, !dbg !22
  %280 = getelementptr [2 x i8], ptr addrspace(1) %113, i64 %248, !dbg !22
  %281 = getelementptr [2 x i8], ptr addrspace(1) %115, i64 %248, !dbg !22
  %282 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %266, i1 %250) #5, !dbg !31
  %283 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %267, i1 %251) #5, !dbg !31
  %284 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %268, i1 %252) #5, !dbg !31
  %285 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %269, i1 %253) #5, !dbg !31
  %286 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %270, i1 %254) #5, !dbg !31
  %287 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %271, i1 %255) #5, !dbg !31
  %288 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %272, i1 %256) #5, !dbg !31
  %289 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %273, i1 %257) #5, !dbg !31
  %290 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %274, i1 %258) #5, !dbg !31
  %291 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %275, i1 %259) #5, !dbg !31
  %292 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %276, i1 %260) #5, !dbg !31
  %293 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %277, i1 %261) #5, !dbg !31
  %294 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %278, i1 %262) #5, !dbg !31
  %295 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %279, i1 %263) #5, !dbg !31
  %296 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %280, i1 %264) #5, !dbg !31
  %297 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %281, i1 %265) #5, !dbg !31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  %298 = insertelement <1 x i16> poison, i16 %282, i64 0, !dbg !31
  store <1 x i16> %298, ptr addrspace(3) %124, align 2, !dbg !31
  %299 = insertelement <1 x i16> poison, i16 %284, i64 0, !dbg !31
  store <1 x i16> %299, ptr addrspace(3) %125, align 2, !dbg !31
  %300 = insertelement <1 x i16> poison, i16 %286, i64 0, !dbg !31
  store <1 x i16> %300, ptr addrspace(3) %127, align 2, !dbg !31
  %301 = insertelement <1 x i16> poison, i16 %288, i64 0, !dbg !31
  store <1 x i16> %301, ptr addrspace(3) %128, align 2, !dbg !31
  %302 = insertelement <1 x i16> poison, i16 %290, i64 0, !dbg !31
  store <1 x i16> %302, ptr addrspace(3) %130, align 2, !dbg !31
  %303 = insertelement <1 x i16> poison, i16 %292, i64 0, !dbg !31
  store <1 x i16> %303, ptr addrspace(3) %131, align 2, !dbg !31
  %304 = insertelement <1 x i16> poison, i16 %294, i64 0, !dbg !31
  store <1 x i16> %304, ptr addrspace(3) %133, align 2, !dbg !31
  %305 = insertelement <1 x i16> poison, i16 %296, i64 0, !dbg !31
  store <1 x i16> %305, ptr addrspace(3) %134, align 2, !dbg !31
  %306 = insertelement <1 x i16> poison, i16 %283, i64 0, !dbg !31
  store <1 x i16> %306, ptr addrspace(3) %136, align 2, !dbg !31
  %307 = insertelement <1 x i16> poison, i16 %285, i64 0, !dbg !31
  store <1 x i16> %307, ptr addrspace(3) %137, align 2, !dbg !31
  %308 = insertelement <1 x i16> poison, i16 %287, i64 0, !dbg !31
  store <1 x i16> %308, ptr addrspace(3) %139, align 2, !dbg !31
  %309 = insertelement <1 x i16> poison, i16 %289, i64 0, !dbg !31
  store <1 x i16> %309, ptr addrspace(3) %140, align 2, !dbg !31
  %310 = insertelement <1 x i16> poison, i16 %291, i64 0, !dbg !31
  store <1 x i16> %310, ptr addrspace(3) %142, align 2, !dbg !31
  %311 = insertelement <1 x i16> poison, i16 %293, i64 0, !dbg !31
  store <1 x i16> %311, ptr addrspace(3) %143, align 2, !dbg !31
  %312 = insertelement <1 x i16> poison, i16 %295, i64 0, !dbg !31
  store <1 x i16> %312, ptr addrspace(3) %145, align 2, !dbg !31
  %313 = insertelement <1 x i16> poison, i16 %297, i64 0, !dbg !31
  store <1 x i16> %313, ptr addrspace(3) %146, align 2, !dbg !31
  %314 = icmp samesign ult i64 %232, %181, !dbg !32
  %315 = icmp samesign ult i64 %233, %181, !dbg !32
  %316 = icmp samesign ult i64 %234, %181, !dbg !32
  %317 = icmp samesign ult i64 %235, %181, !dbg !32
  %318 = icmp samesign ult i64 %236, %181, !dbg !32
  %319 = icmp samesign ult i64 %237, %181, !dbg !32
  %320 = icmp samesign ult i64 %238, %181, !dbg !32
  %321 = icmp samesign ult i64 %239, %181, !dbg !32
  %322 = icmp samesign ult i64 %240, %181, !dbg !32
  %323 = icmp samesign ult i64 %241, %181, !dbg !32
  %324 = icmp samesign ult i64 %242, %181, !dbg !32
  %325 = icmp samesign ult i64 %243, %181, !dbg !32
  %326 = icmp samesign ult i64 %244, %181, !dbg !32
  %327 = icmp samesign ult i64 %245, %181, !dbg !32
  %328 = icmp samesign ult i64 %246, %181, !dbg !32
  %329 = icmp samesign ult i64 %247, %181, !dbg !32
  %330 = and i1 %116, %314, !dbg !33
  %331 = and i1 %116, %315, !dbg !33
  %332 = and i1 %116, %316, !dbg !33
  %333 = and i1 %116, %317, !dbg !33
  %334 = and i1 %116, %318, !dbg !33
  %335 = and i1 %116, %319, !dbg !33
  %336 = and i1 %116, %320, !dbg !33
  %337 = and i1 %116, %321, !dbg !33
  %338 = and i1 %116, %322, !dbg !33
  %339 = and i1 %116, %323, !dbg !33
  %340 = and i1 %116, %324, !dbg !33
  %341 = and i1 %116, %325, !dbg !33
  %342 = and i1 %116, %326, !dbg !33
  %343 = and i1 %116, %327, !dbg !33
  %344 = and i1 %116, %328, !dbg !33
  %345 = and i1 %116, %329, !dbg !33
  %346 = trunc nuw nsw i64 %232 to i32, !dbg !34
  %347 = mul i32 %4, %346, !dbg !34
  %348 = trunc nuw nsw i64 %233 to i32, !dbg !34
  %349 = mul i32 %4, %348, !dbg !34
  %350 = trunc nuw nsw i64 %234 to i32, !dbg !34
  %351 = mul i32 %4, %350, !dbg !34
  %352 = trunc nuw nsw i64 %235 to i32, !dbg !34
  %353 = mul i32 %4, %352, !dbg !34
  %354 = trunc nuw nsw i64 %236 to i32, !dbg !34
  %355 = mul i32 %4, %354, !dbg !34
  %356 = trunc nuw nsw i64 %237 to i32, !dbg !34
  %357 = mul i32 %4, %356, !dbg !34
  %358 = trunc nuw nsw i64 %238 to i32, !dbg !34
  %359 = mul i32 %4, %358, !dbg !34
  %360 = trunc nuw nsw i64 %239 to i32, !dbg !34
  %361 = mul i32 %4, %360, !dbg !34
  %362 = trunc nuw nsw i64 %240 to i32, !dbg !34
  %363 = mul i32 %4, %362, !dbg !34
  %364 = trunc nuw nsw i64 %241 to i32, !dbg !34
  %365 = mul i32 %4, %364, !dbg !34
  %366 = trunc nuw nsw i64 %242 to i32, !dbg !34
  %367 = mul i32 %4, %366, !dbg !34
  %368 = trunc nuw nsw i64 %243 to i32, !dbg !34
  %369 = mul i32 %4, %368, !dbg !34
  %370 = trunc nuw nsw i64 %244 to i32, !dbg !34
  %371 = mul i32 %4, %370, !dbg !34
  %372 = trunc nuw nsw i64 %245 to i32, !dbg !34
  %373 = mul i32 %4, %372, !dbg !34
  %374 = trunc nuw nsw i64 %246 to i32, !dbg !34
  %375 = mul i32 %4, %374, !dbg !34
  %376 = trunc nuw nsw i64 %247 to i32, !dbg !34
  %377 = mul i32 %4, %376, !dbg !34
  %378 = sext i32 %347 to i64, !dbg !35
  %379 = sext i32 %349 to i64, !dbg !35
  %380 = sext i32 %351 to i64, !dbg !35
  %381 = sext i32 %353 to i64, !dbg !35
  %382 = sext i32 %355 to i64, !dbg !35
  %383 = sext i32 %357 to i64, !dbg !35
  %384 = sext i32 %359 to i64, !dbg !35
  %385 = sext i32 %361 to i64, !dbg !35
  %386 = sext i32 %363 to i64, !dbg !35
  %387 = sext i32 %365 to i64, !dbg !35
  %388 = sext i32 %367 to i64, !dbg !35
  %389 = sext i32 %369 to i64, !dbg !35
  %390 = sext i32 %371 to i64, !dbg !35
  %391 = sext i32 %373 to i64, !dbg !35
  %392 = sext i32 %375 to i64, !dbg !35
  %393 = sext i32 %377 to i64, !dbg !35
  %gep = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %378, !dbg !35
  %gep64 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %379, !dbg !35
  %gep66 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %380, !dbg !35
  %gep68 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %381, !dbg !35
  %gep70 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %382, !dbg !35
  %gep72 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %383, !dbg !35
  %gep74 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %384, !dbg !35
  %gep76 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %385, !dbg !35
  %gep78 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %386, !dbg !35
  %gep80 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %387, !dbg !35
  %gep82 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %388, !dbg !35
  %gep84 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %389, !dbg !35
  %gep86 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %390, !dbg !35
  %gep88 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %391, !dbg !35
  %gep90 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %392, !dbg !35
  %gep92 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %393, !dbg !35
  %394 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep, i1 %330) #5, !dbg !36
  %395 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep64, i1 %331) #5, !dbg !36
  %396 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep66, i1 %332) #5, !dbg !36
  %397 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep68, i1 %333) #5, !dbg !36
  %398 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep70, i1 %334) #5, !dbg !36
  %399 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep72, i1 %335) #5, !dbg !36
  %400 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep74, i1 %336) #5, !dbg !36
  %401 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep76, i1 %337) #5, !dbg !36
  %402 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep78, i1 %338) #5, !dbg !36
  %403 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep80, i1 %339) #5, !dbg !36
  %404 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep82, i1 %340) #5, !dbg !36
  %405 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep84, i1 %341) #5, !dbg !36
  %406 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep86, i1 %342) #5, !dbg !36
  %407 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep88, i1 %343) #5, !dbg !36
  %408 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep90, i1 %344) #5, !dbg !36
  %409 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep92, i1 %345) #5, !dbg !36
  %410 = insertelement <1 x i16> poison, i16 %394, i64 0, !dbg !36
  store <1 x i16> %410, ptr addrspace(3) %148, align 2, !dbg !36
  %411 = insertelement <1 x i16> poison, i16 %398, i64 0, !dbg !36
  store <1 x i16> %411, ptr addrspace(3) %149, align 2, !dbg !36
  %412 = insertelement <1 x i16> poison, i16 %402, i64 0, !dbg !36
  store <1 x i16> %412, ptr addrspace(3) %150, align 2, !dbg !36
  %413 = insertelement <1 x i16> poison, i16 %406, i64 0, !dbg !36
  store <1 x i16> %413, ptr addrspace(3) %151, align 2, !dbg !36
  %414 = insertelement <1 x i16> poison, i16 %395, i64 0, !dbg !36
  store <1 x i16> %414, ptr addrspace(3) %152, align 2, !dbg !36
  %415 = insertelement <1 x i16> poison, i16 %399, i64 0, !dbg !36
  store <1 x i16> %415, ptr addrspace(3) %153, align 2, !dbg !36
  %416 = insertelement <1 x i16> poison, i16 %403, i64 0, !dbg !36
  store <1 x i16> %416, ptr addrspace(3) %154, align 2, !dbg !36
  %417 = insertelement <1 x i16> poison, i16 %407, i64 0, !dbg !36
  store <1 x i16> %417, ptr addrspace(3) %155, align 2, !dbg !36
  %418 = insertelement <1 x i16> poison, i16 %396, i64 0, !dbg !36
  store <1 x i16> %418, ptr addrspace(3) %157, align 2, !dbg !36
  %419 = insertelement <1 x i16> poison, i16 %400, i64 0, !dbg !36
  store <1 x i16> %419, ptr addrspace(3) %158, align 2, !dbg !36
  %420 = insertelement <1 x i16> poison, i16 %404, i64 0, !dbg !36
  store <1 x i16> %420, ptr addrspace(3) %159, align 2, !dbg !36
  %421 = insertelement <1 x i16> poison, i16 %408, i64 0, !dbg !36
  store <1 x i16> %421, ptr addrspace(3) %160, align 2, !dbg !36
  %422 = insertelement <1 x i16> poison, i16 %397, i64 0, !dbg !36
  store <1 x i16> %422, ptr addrspace(3) %162, align 2, !dbg !36
  %423 = insertelement <1 x i16> poison, i16 %401, i64 0, !dbg !36
  store <1 x i16> %423, ptr addrspace(3) %163, align 2, !dbg !36
  %424 = insertelement <1 x i16> poison, i16 %405, i64 0, !dbg !36
  store <1 x i16> %424, ptr addrspace(3) %164, align 2, !dbg !36
  %425 = insertelement <1 x i16> poison, i16 %409, i64 0, !dbg !36
  store <1 x i16> %425, ptr addrspace(3) %165, align 2, !dbg !36
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !37
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !37
  %426 = insertelement <2 x half> poison, half %199, i64 0, !dbg !37
  %427 = insertelement <2 x half> %426, half %200, i64 1, !dbg !37
  %428 = bitcast <2 x half> %427 to i32, !dbg !37
  %429 = insertelement <2 x half> poison, half %201, i64 0, !dbg !37
  %430 = insertelement <2 x half> %429, half %202, i64 1, !dbg !37
  %431 = bitcast <2 x half> %430 to i32, !dbg !37
  %432 = insertelement <2 x half> poison, half %203, i64 0, !dbg !37
  %433 = insertelement <2 x half> %432, half %204, i64 1, !dbg !37
  %434 = bitcast <2 x half> %433 to i32, !dbg !37
  %435 = insertelement <2 x half> poison, half %205, i64 0, !dbg !37
  %436 = insertelement <2 x half> %435, half %206, i64 1, !dbg !37
  %437 = bitcast <2 x half> %436 to i32, !dbg !37
  %438 = insertelement <2 x half> poison, half %207, i64 0, !dbg !37
  %439 = insertelement <2 x half> %438, half %208, i64 1, !dbg !37
  %440 = bitcast <2 x half> %439 to i32, !dbg !37
  %441 = insertelement <2 x half> poison, half %209, i64 0, !dbg !37
  %442 = insertelement <2 x half> %441, half %210, i64 1, !dbg !37
  %443 = bitcast <2 x half> %442 to i32, !dbg !37
  %444 = insertelement <2 x half> poison, half %211, i64 0, !dbg !37
  %445 = insertelement <2 x half> %444, half %212, i64 1, !dbg !37
  %446 = bitcast <2 x half> %445 to i32, !dbg !37
  %447 = insertelement <2 x half> poison, half %213, i64 0, !dbg !37
  %448 = insertelement <2 x half> %447, half %214, i64 1, !dbg !37
  %449 = bitcast <2 x half> %448 to i32, !dbg !37
  %450 = insertelement <2 x half> poison, half %215, i64 0, !dbg !37
  %451 = insertelement <2 x half> %450, half %216, i64 1, !dbg !37
  %452 = bitcast <2 x half> %451 to i32, !dbg !37
  %453 = insertelement <2 x half> poison, half %217, i64 0, !dbg !37
  %454 = insertelement <2 x half> %453, half %218, i64 1, !dbg !37
  %455 = bitcast <2 x half> %454 to i32, !dbg !37
  %456 = insertelement <2 x half> poison, half %219, i64 0, !dbg !37
  %457 = insertelement <2 x half> %456, half %220, i64 1, !dbg !37
  %458 = bitcast <2 x half> %457 to i32, !dbg !37
  %459 = insertelement <2 x half> poison, half %221, i64 0, !dbg !37
  %460 = insertelement <2 x half> %459, half %222, i64 1, !dbg !37
  %461 = bitcast <2 x half> %460 to i32, !dbg !37
  %462 = insertelement <2 x half> poison, half %223, i64 0, !dbg !37
  %463 = insertelement <2 x half> %462, half %224, i64 1, !dbg !37
  %464 = bitcast <2 x half> %463 to i32, !dbg !37
  %465 = insertelement <2 x half> poison, half %225, i64 0, !dbg !37
  %466 = insertelement <2 x half> %465, half %226, i64 1, !dbg !37
  %467 = bitcast <2 x half> %466 to i32, !dbg !37
  %468 = insertelement <2 x half> poison, half %227, i64 0, !dbg !37
  %469 = insertelement <2 x half> %468, half %228, i64 1, !dbg !37
  %470 = bitcast <2 x half> %469 to i32, !dbg !37
  %471 = insertelement <2 x half> poison, half %229, i64 0, !dbg !37
  %472 = insertelement <2 x half> %471, half %230, i64 1, !dbg !37
  %473 = bitcast <2 x half> %472 to i32, !dbg !37
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned(), !dbg !37
  %474 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15}, $32, $33, $34, 1, 1, 0, 1;", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,l,l,b"(i32 %428, i32 %431, i32 %434, i32 %437, i32 %440, i32 %443, i32 %446, i32 %449, i32 %452, i32 %455, i32 %458, i32 %461, i32 %464, i32 %467, i32 %470, i32 %473, i64 %171, i64 %173, i1 true) #5, !dbg !37
  %475 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %474, 0, !dbg !37
  %476 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %474, 1, !dbg !37
  %477 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %474, 2, !dbg !37
  %478 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %474, 3, !dbg !37
  %479 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %474, 4, !dbg !37
  %480 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %474, 5, !dbg !37
  %481 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %474, 6, !dbg !37
  %482 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %474, 7, !dbg !37
  %483 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %474, 8, !dbg !37
  %484 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %474, 9, !dbg !37
  %485 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %474, 10, !dbg !37
  %486 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %474, 11, !dbg !37
  %487 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %474, 12, !dbg !37
  %488 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %474, 13, !dbg !37
  %489 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %474, 14, !dbg !37
  %490 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %474, 15, !dbg !37
  %491 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15}, $32, $33, $34, 1, 1, 0, 1;", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,l,l,b"(i32 %475, i32 %476, i32 %477, i32 %478, i32 %479, i32 %480, i32 %481, i32 %482, i32 %483, i32 %484, i32 %485, i32 %486, i32 %487, i32 %488, i32 %489, i32 %490, i64 %176, i64 %179, i1 true) #5, !dbg !37
  %492 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %491, 0, !dbg !37
  %493 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %491, 1, !dbg !37
  %494 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %491, 2, !dbg !37
  %495 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %491, 3, !dbg !37
  %496 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %491, 4, !dbg !37
  %497 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %491, 5, !dbg !37
  %498 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %491, 6, !dbg !37
  %499 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %491, 7, !dbg !37
  %500 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %491, 8, !dbg !37
  %501 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %491, 9, !dbg !37
  %502 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %491, 10, !dbg !37
  %503 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %491, 11, !dbg !37
  %504 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %491, 12, !dbg !37
  %505 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %491, 13, !dbg !37
  %506 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %491, 14, !dbg !37
  %507 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %491, 15, !dbg !37
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !37
  %508 = bitcast i32 %492 to <2 x half>, !dbg !37
  %509 = extractelement <2 x half> %508, i64 0, !dbg !37
  %510 = extractelement <2 x half> %508, i64 1, !dbg !37
  %511 = bitcast i32 %493 to <2 x half>, !dbg !37
  %512 = extractelement <2 x half> %511, i64 0, !dbg !37
  %513 = extractelement <2 x half> %511, i64 1, !dbg !37
  %514 = bitcast i32 %494 to <2 x half>, !dbg !37
  %515 = extractelement <2 x half> %514, i64 0, !dbg !37
  %516 = extractelement <2 x half> %514, i64 1, !dbg !37
  %517 = bitcast i32 %495 to <2 x half>, !dbg !37
  %518 = extractelement <2 x half> %517, i64 0, !dbg !37
  %519 = extractelement <2 x half> %517, i64 1, !dbg !37
  %520 = bitcast i32 %496 to <2 x half>, !dbg !37
  %521 = extractelement <2 x half> %520, i64 0, !dbg !37
  %522 = extractelement <2 x half> %520, i64 1, !dbg !37
  %523 = bitcast i32 %497 to <2 x half>, !dbg !37
  %524 = extractelement <2 x half> %523, i64 0, !dbg !37
  %525 = extractelement <2 x half> %523, i64 1, !dbg !37
  %526 = bitcast i32 %498 to <2 x half>, !dbg !37
  %527 = extractelement <2 x half> %526, i64 0, !dbg !37
  %528 = extractelement <2 x half> %526, i64 1, !dbg !37
  %529 = bitcast i32 %499 to <2 x half>, !dbg !37
  %530 = extractelement <2 x half> %529, i64 0, !dbg !37
  %531 = extractelement <2 x half> %529, i64 1, !dbg !37
  %532 = bitcast i32 %500 to <2 x half>, !dbg !37
  %533 = extractelement <2 x half> %532, i64 0, !dbg !37
  %534 = extractelement <2 x half> %532, i64 1, !dbg !37
  %535 = bitcast i32 %501 to <2 x half>, !dbg !37
  %536 = extractelement <2 x half> %535, i64 0, !dbg !37
  %537 = extractelement <2 x half> %535, i64 1, !dbg !37
  %538 = bitcast i32 %502 to <2 x half>, !dbg !37
  %539 = extractelement <2 x half> %538, i64 0, !dbg !37
  %540 = extractelement <2 x half> %538, i64 1, !dbg !37
  %541 = bitcast i32 %503 to <2 x half>, !dbg !37
  %542 = extractelement <2 x half> %541, i64 0, !dbg !37
  %543 = extractelement <2 x half> %541, i64 1, !dbg !37
  %544 = bitcast i32 %504 to <2 x half>, !dbg !37
  %545 = extractelement <2 x half> %544, i64 0, !dbg !37
  %546 = extractelement <2 x half> %544, i64 1, !dbg !37
  %547 = bitcast i32 %505 to <2 x half>, !dbg !37
  %548 = extractelement <2 x half> %547, i64 0, !dbg !37
  %549 = extractelement <2 x half> %547, i64 1, !dbg !37
  %550 = bitcast i32 %506 to <2 x half>, !dbg !37
  %551 = extractelement <2 x half> %550, i64 0, !dbg !37
  %552 = extractelement <2 x half> %550, i64 1, !dbg !37
  %553 = bitcast i32 %507 to <2 x half>, !dbg !37
  %554 = extractelement <2 x half> %553, i64 0, !dbg !37
  %555 = extractelement <2 x half> %553, i64 1, !dbg !37
  %556 = tail call { half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37\0A\09wgmma.wait_group.sync.aligned 0;", "=h,=h,=h,=h,=h,=h,=h,=h,=h,=h,=h,=h,=h,=h,=h,=h,=h,=h,=h,=h,=h,=h,=h,=h,=h,=h,=h,=h,=h,=h,=h,=h,=l,=r,=r,=l,=r,=r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37"(half %509, half %510, half %512, half %513, half %515, half %516, half %518, half %519, half %521, half %522, half %524, half %525, half %527, half %528, half %530, half %531, half %533, half %534, half %536, half %537, half %539, half %540, half %542, half %543, half %545, half %546, half %548, half %549, half %551, half %552, half %554, half %555, ptr addrspace(3) @global_smem, i32 0, i32 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 0, i32 0) #5, !dbg !37
  %557 = extractvalue { half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %556, 0, !dbg !37
  %558 = extractvalue { half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %556, 1, !dbg !37
  %559 = extractvalue { half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %556, 2, !dbg !37
  %560 = extractvalue { half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %556, 3, !dbg !37
  %561 = extractvalue { half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %556, 4, !dbg !37
  %562 = extractvalue { half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %556, 5, !dbg !37
  %563 = extractvalue { half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %556, 6, !dbg !37
  %564 = extractvalue { half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %556, 7, !dbg !37
  %565 = extractvalue { half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %556, 8, !dbg !37
  %566 = extractvalue { half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %556, 9, !dbg !37
  %567 = extractvalue { half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %556, 10, !dbg !37
  %568 = extractvalue { half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %556, 11, !dbg !37
  %569 = extractvalue { half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %556, 12, !dbg !37
  %570 = extractvalue { half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %556, 13, !dbg !37
  %571 = extractvalue { half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %556, 14, !dbg !37
  %572 = extractvalue { half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %556, 15, !dbg !37
  %573 = extractvalue { half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %556, 16, !dbg !37
  %574 = extractvalue { half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %556, 17, !dbg !37
  %575 = extractvalue { half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %556, 18, !dbg !37
  %576 = extractvalue { half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %556, 19, !dbg !37
  %577 = extractvalue { half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %556, 20, !dbg !37
  %578 = extractvalue { half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %556, 21, !dbg !37
  %579 = extractvalue { half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %556, 22, !dbg !37
  %580 = extractvalue { half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %556, 23, !dbg !37
  %581 = extractvalue { half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %556, 24, !dbg !37
  %582 = extractvalue { half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %556, 25, !dbg !37
  %583 = extractvalue { half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %556, 26, !dbg !37
  %584 = extractvalue { half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %556, 27, !dbg !37
  %585 = extractvalue { half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %556, 28, !dbg !37
  %586 = extractvalue { half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %556, 29, !dbg !37
  %587 = extractvalue { half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %556, 30, !dbg !37
  %588 = extractvalue { half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, half, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %556, 31, !dbg !37
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !24
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !24
  br i1 %exitcond.not, label %._crit_edge, label %198, !dbg !24

._crit_edge:                                      ; preds = %198, %.._crit_edge_crit_edge
  %.pre-phi = phi i64 [ %.pre, %.._crit_edge_crit_edge ], [ %147, %198 ], !dbg !25
  %589 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %557, %198 ], !dbg !38
  %590 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %558, %198 ], !dbg !38
  %591 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %559, %198 ], !dbg !38
  %592 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %560, %198 ], !dbg !38
  %593 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %561, %198 ], !dbg !38
  %594 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %562, %198 ], !dbg !38
  %595 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %563, %198 ], !dbg !38
  %596 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %564, %198 ], !dbg !38
  %597 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %565, %198 ], !dbg !38
  %598 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %566, %198 ], !dbg !38
  %599 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %567, %198 ], !dbg !38
  %600 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %568, %198 ], !dbg !38
  %601 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %569, %198 ], !dbg !38
  %602 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %570, %198 ], !dbg !38
  %603 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %571, %198 ], !dbg !38
  %604 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %572, %198 ], !dbg !38
  %605 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %573, %198 ], !dbg !38
  %606 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %574, %198 ], !dbg !38
  %607 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %575, %198 ], !dbg !38
  %608 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %576, %198 ], !dbg !38
  %609 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %577, %198 ], !dbg !38
  %610 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %578, %198 ], !dbg !38
  %611 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %579, %198 ], !dbg !38
  %612 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %580, %198 ], !dbg !38
  %613 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %581, %198 ], !dbg !38
  %614 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %582, %198 ], !dbg !38
  %615 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %583, %198 ], !dbg !38
  %616 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %584, %198 ], !dbg !38
  %617 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %585, %198 ], !dbg !38
  %618 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %586, %198 ], !dbg !38
  %619 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %587, %198 ], !dbg !38
  %620 = phi half [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %588, %198 ], !dbg !38
  %621 = or disjoint i32 %15, %10, !dbg !13
  %622 = or disjoint i32 %621, 62, !dbg !12
  %623 = or disjoint i32 %621, 60, !dbg !12
  %624 = or disjoint i32 %621, 58, !dbg !12
  %625 = or disjoint i32 %621, 56, !dbg !12
  %626 = or disjoint i32 %621, 54, !dbg !12
  %627 = or disjoint i32 %621, 52, !dbg !12
  %628 = or disjoint i32 %621, 50, !dbg !12
  %629 = or disjoint i32 %621, 48, !dbg !12
  %630 = or disjoint i32 %621, 46, !dbg !12
  %631 = or disjoint i32 %621, 44, !dbg !12
  %632 = or disjoint i32 %621, 42, !dbg !12
  %633 = or disjoint i32 %621, 40, !dbg !12
  %634 = or disjoint i32 %621, 38, !dbg !12
  %635 = or disjoint i32 %621, 36, !dbg !12
  %636 = or disjoint i32 %621, 34, !dbg !12
  %637 = or disjoint i32 %621, 32, !dbg !12
  %638 = or disjoint i32 %30, %10, !dbg !12
  %639 = or disjoint i32 %29, %10, !dbg !12
  %640 = or disjoint i32 %28, %10, !dbg !12
  %641 = or disjoint i32 %27, %10, !dbg !12
  %642 = or disjoint i32 %26, %10, !dbg !12
  %643 = or disjoint i32 %25, %10, !dbg !12
  %644 = or disjoint i32 %24, %10, !dbg !12
  %645 = or disjoint i32 %23, %10, !dbg !12
  %646 = or disjoint i32 %22, %10, !dbg !12
  %647 = or disjoint i32 %21, %10, !dbg !12
  %648 = or disjoint i32 %20, %10, !dbg !12
  %649 = or disjoint i32 %19, %10, !dbg !12
  %650 = or disjoint i32 %18, %10, !dbg !12
  %651 = or disjoint i32 %17, %10, !dbg !12
  %652 = or disjoint i32 %16, %10, !dbg !12
  %653 = icmp slt i32 %621, %3, !dbg !39
  %654 = icmp slt i32 %652, %3, !dbg !39
  %655 = icmp slt i32 %651, %3, !dbg !39
  %656 = icmp slt i32 %650, %3, !dbg !39
  %657 = icmp slt i32 %649, %3, !dbg !39
  %658 = icmp slt i32 %648, %3, !dbg !39
  %659 = icmp slt i32 %647, %3, !dbg !39
  %660 = icmp slt i32 %646, %3, !dbg !39
  %661 = icmp slt i32 %645, %3, !dbg !39
  %662 = icmp slt i32 %644, %3, !dbg !39
  %663 = icmp slt i32 %643, %3, !dbg !39
  %664 = icmp slt i32 %642, %3, !dbg !39
  %665 = icmp slt i32 %641, %3, !dbg !39
  %666 = icmp slt i32 %640, %3, !dbg !39
  %667 = icmp slt i32 %639, %3, !dbg !39
  %668 = icmp slt i32 %638, %3, !dbg !39
  %669 = icmp slt i32 %637, %3, !dbg !39
  %670 = icmp slt i32 %636, %3, !dbg !39
  %671 = icmp slt i32 %635, %3, !dbg !39
  %672 = icmp slt i32 %634, %3, !dbg !39
  %673 = icmp slt i32 %633, %3, !dbg !39
  %674 = icmp slt i32 %632, %3, !dbg !39
  %675 = icmp slt i32 %631, %3, !dbg !39
  %676 = icmp slt i32 %630, %3, !dbg !39
  %677 = icmp slt i32 %629, %3, !dbg !39
  %678 = icmp slt i32 %628, %3, !dbg !39
  %679 = icmp slt i32 %627, %3, !dbg !39
  %680 = icmp slt i32 %626, %3, !dbg !39
  %681 = icmp slt i32 %625, %3, !dbg !39
  %682 = icmp slt i32 %624, %3, !dbg !39
  %683 = icmp slt i32 %623, %3, !dbg !39
  %684 = icmp slt i32 %622, %3, !dbg !39
  %685 = and i1 %653, %116, !dbg !40
  %686 = and i1 %654, %116, !dbg !40
  %687 = and i1 %655, %116, !dbg !40
  %688 = and i1 %656, %116, !dbg !40
  %689 = and i1 %657, %116, !dbg !40
  %690 = and i1 %658, %116, !dbg !40
  %691 = and i1 %659, %116, !dbg !40
  %692 = and i1 %660, %116, !dbg !40
  %693 = and i1 %661, %116, !dbg !40
  %694 = and i1 %662, %116, !dbg !40
  %695 = and i1 %663, %116, !dbg !40
  %696 = and i1 %664, %116, !dbg !40
  %697 = and i1 %665, %116, !dbg !40
  %698 = and i1 %666, %116, !dbg !40
  %699 = and i1 %667, %116, !dbg !40
  %700 = and i1 %668, %116, !dbg !40
  %701 = and i1 %669, %116, !dbg !40
  %702 = and i1 %670, %116, !dbg !40
  %703 = and i1 %671, %116, !dbg !40
  %704 = and i1 %672, %116, !dbg !40
  %705 = and i1 %673, %116, !dbg !40
  %706 = and i1 %674, %116, !dbg !40
  %707 = and i1 %675, %116, !dbg !40
  %708 = and i1 %676, %116, !dbg !40
  %709 = and i1 %677, %116, !dbg !40
  %710 = and i1 %678, %116, !dbg !40
  %711 = and i1 %679, %116, !dbg !40
  %712 = and i1 %680, %116, !dbg !40
  %713 = and i1 %681, %116, !dbg !40
  %714 = and i1 %682, %116, !dbg !40
  %715 = and i1 %683, %116, !dbg !40
  %716 = and i1 %684, %116, !dbg !40
  %717 = mul i32 %4, %621, !dbg !41
  %718 = mul i32 %4, %652, !dbg !41
  %719 = mul i32 %4, %651, !dbg !41
  %720 = mul i32 %4, %650, !dbg !41
  %721 = mul i32 %4, %649, !dbg !41
  %722 = mul i32 %4, %648, !dbg !41
  %723 = mul i32 %4, %647, !dbg !41
  %724 = mul i32 %4, %646, !dbg !41
  %725 = mul i32 %4, %645, !dbg !41
  %726 = mul i32 %4, %644, !dbg !41
  %727 = mul i32 %4, %643, !dbg !41
  %728 = mul i32 %4, %642, !dbg !41
  %729 = mul i32 %4, %641, !dbg !41
  %730 = mul i32 %4, %640, !dbg !41
  %731 = mul i32 %4, %639, !dbg !41
  %732 = mul i32 %4, %638, !dbg !41
  %733 = mul i32 %4, %637, !dbg !41
  %734 = mul i32 %4, %636, !dbg !41
  %735 = mul i32 %4, %635, !dbg !41
  %736 = mul i32 %4, %634, !dbg !41
  %737 = mul i32 %4, %633, !dbg !41
  %738 = mul i32 %4, %632, !dbg !41
  %739 = mul i32 %4, %631, !dbg !41
  %740 = mul i32 %4, %630, !dbg !41
  %741 = mul i32 %4, %629, !dbg !41
  %742 = mul i32 %4, %628, !dbg !41
  %743 = mul i32 %4, %627, !dbg !41
  %744 = mul i32 %4, %626, !dbg !41
  %745 = mul i32 %4, %625, !dbg !41
  %746 = mul i32 %4, %624, !dbg !41
  %747 = mul i32 %4, %623, !dbg !41
  %748 = mul i32 %4, %622, !dbg !41
  %749 = sext i32 %717 to i64, !dbg !25
  %750 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %749, !dbg !25
  %751 = sext i32 %718 to i64, !dbg !25
  %752 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %751, !dbg !25
  %753 = sext i32 %719 to i64, !dbg !25
  %754 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %753, !dbg !25
  %755 = sext i32 %720 to i64, !dbg !25
  %756 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %755, !dbg !25
  %757 = sext i32 %721 to i64, !dbg !25
  %758 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %757, !dbg !25
  %759 = sext i32 %722 to i64, !dbg !25
  %760 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %759, !dbg !25
  %761 = sext i32 %723 to i64, !dbg !25
  %762 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %761, !dbg !25
  %763 = sext i32 %724 to i64, !dbg !25
  %764 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %763, !dbg !25
  %765 = sext i32 %725 to i64, !dbg !25
  %766 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %765, !dbg !25
  %767 = sext i32 %726 to i64, !dbg !25
  %768 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %767, !dbg !25
  %769 = sext i32 %727 to i64, !dbg !25
  %770 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %769, !dbg !25
  %771 = sext i32 %728 to i64, !dbg !25
  %772 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %771, !dbg !25
  %773 = sext i32 %729 to i64, !dbg !25
  %774 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %773, !dbg !25
  %775 = sext i32 %730 to i64, !dbg !25
  %776 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %775, !dbg !25
  %777 = sext i32 %731 to i64, !dbg !25
  %778 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %777, !dbg !25
  %779 = sext i32 %732 to i64, !dbg !25
  %780 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %779, !dbg !25
  %781 = sext i32 %733 to i64, !dbg !25
  %782 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %781, !dbg !25
  %783 = sext i32 %734 to i64, !dbg !25
  %784 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %783, !dbg !25
  %785 = sext i32 %735 to i64, !dbg !25
  %786 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %785, !dbg !25
  %787 = sext i32 %736 to i64, !dbg !25
  %788 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %787, !dbg !25
  %789 = sext i32 %737 to i64, !dbg !25
  %790 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %789, !dbg !25
  %791 = sext i32 %738 to i64, !dbg !25
  %792 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %791, !dbg !25
  %793 = sext i32 %739 to i64, !dbg !25
  %794 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %793, !dbg !25
  %795 = sext i32 %740 to i64, !dbg !25
  %796 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %795, !dbg !25
  %797 = sext i32 %741 to i64, !dbg !25
  %798 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %797, !dbg !25
  %799 = sext i32 %742 to i64, !dbg !25
  %800 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %799, !dbg !25
  %801 = sext i32 %743 to i64, !dbg !25
  %802 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %801, !dbg !25
  %803 = sext i32 %744 to i64, !dbg !25
  %804 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %803, !dbg !25
  %805 = sext i32 %745 to i64, !dbg !25
  %806 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %805, !dbg !25
  %807 = sext i32 %746 to i64, !dbg !25
  %808 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %807, !dbg !25
  %809 = sext i32 %747 to i64, !dbg !25
  %810 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %809, !dbg !25
  %811 = sext i32 %748 to i64, !dbg !25
  %812 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %811, !dbg !25
  %813 = getelementptr [2 x i8], ptr addrspace(1) %750, i64 %.pre-phi, !dbg !25
  %814 = getelementptr [2 x i8], ptr addrspace(1) %752, i64 %.pre-phi, !dbg !25
  %815 = getelementptr [2 x i8], ptr addrspace(1) %754, i64 %.pre-phi, !dbg !25
  %816 = getelementptr [2 x i8], ptr addrspace(1) %756, i64 %.pre-phi, !dbg !25
  %817 = getelementptr [2 x i8], ptr addrspace(1) %758, i64 %.pre-phi, !dbg !25
  %818 = getelementptr [2 x i8], ptr addrspace(1) %760, i64 %.pre-phi, !dbg !25
  %819 = getelementptr [2 x i8], ptr addrspace(1) %762, i64 %.pre-phi, !dbg !25
  %820 = getelementptr [2 x i8], ptr addrspace(1) %764, i64 %.pre-phi, !dbg !25
  %821 = getelementptr [2 x i8], ptr addrspace(1) %766, i64 %.pre-phi, !dbg !25
  %822 = getelementptr [2 x i8], ptr addrspace(1) %768, i64 %.pre-phi, !dbg !25
  %823 = getelementptr [2 x i8], ptr addrspace(1) %770, i64 %.pre-phi, !dbg !25
  %824 = getelementptr [2 x i8], ptr addrspace(1) %772, i64 %.pre-phi, !dbg !25
  %825 = getelementptr [2 x i8], ptr addrspace(1) %774, i64 %.pre-phi, !dbg !25
  %826 = getelementptr [2 x i8], ptr addrspace(1) %776, i64 %.pre-phi, !dbg !25
  %827 = getelementptr [2 x i8], ptr addrspace(1) %778, i64 %.pre-phi, !dbg !25
  %828 = getelementptr [2 x i8], ptr addrspace(1) %780, i64 %.pre-phi, !dbg !25
  %829 = getelementptr [2 x i8], ptr addrspace(1) %782, i64 %.pre-phi, !dbg !25
  %830 = getelementptr [2 x i8], ptr addrspace(1) %784, i64 %.pre-phi, !dbg !25
  %831 = getelementptr [2 x i8], ptr addrspace(1) %786, i64 %.pre-phi, !dbg !25
  %832 = getelementptr [2 x i8], ptr addrspace(1) %788, i64 %.pre-phi, !dbg !25
  %833 = getelementptr [2 x i8], ptr addrspace(1) %790, i64 %.pre-phi, !dbg !25
  %834 = getelementptr [2 x i8], ptr addrspace(1) %792, i64 %.pre-phi, !dbg !25
  %835 = getelementptr [2 x i8], ptr addrspace(1) %794, i64 %.pre-phi, !dbg !25
  %836 = getelementptr [2 x i8], ptr addrspace(1) %796, i64 %.pre-phi, !dbg !25
  %837 = getelementptr [2 x i8], ptr addrspace(1) %798, i64 %.pre-phi, !dbg !25
  %838 = getelementptr [2 x i8], ptr addrspace(1) %800, i64 %.pre-phi, !dbg !25
  %839 = getelementptr [2 x i8], ptr addrspace(1) %802, i64 %.pre-phi, !dbg !25
  %840 = getelementptr [2 x i8], ptr addrspace(1) %804, i64 %.pre-phi, !dbg !25
  %841 = getelementptr [2 x i8], ptr addrspace(1) %806, i64 %.pre-phi, !dbg !25
  %842 = getelementptr [2 x i8], ptr addrspace(1) %808, i64 %.pre-phi, !dbg !25
  %843 = getelementptr [2 x i8], ptr addrspace(1) %810, i64 %.pre-phi, !dbg !25
  %844 = getelementptr [2 x i8], ptr addrspace(1) %812, i64 %.pre-phi, !dbg !25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !42
  %845 = and i32 %11, 28, !dbg !42
  %846 = shl nuw nsw i32 %845, 8, !dbg !42
  %847 = shl nuw nsw i32 %11, 5, !dbg !42
  %848 = and i32 %847, 96, !dbg !42
  %849 = shl nuw nsw i32 %12, 2, !dbg !42
  %850 = or disjoint i32 %846, %848, !dbg !42
  %851 = or disjoint i32 %850, %849, !dbg !42
  %852 = or disjoint i32 %851, %845, !dbg !42
  %853 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %852, !dbg !42
  %854 = insertelement <2 x half> poison, half %589, i64 0, !dbg !42
  %855 = insertelement <2 x half> %854, half %591, i64 1, !dbg !42
  store <2 x half> %855, ptr addrspace(3) %853, align 4, !dbg !42
  %856 = getelementptr inbounds nuw i8, ptr addrspace(3) %853, i32 512, !dbg !42
  %857 = insertelement <2 x half> poison, half %605, i64 0, !dbg !42
  %858 = insertelement <2 x half> %857, half %607, i64 1, !dbg !42
  store <2 x half> %858, ptr addrspace(3) %856, align 4, !dbg !42
  %859 = xor i32 %852, 4, !dbg !42
  %860 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %859, !dbg !42
  %861 = insertelement <2 x half> poison, half %590, i64 0, !dbg !42
  %862 = insertelement <2 x half> %861, half %592, i64 1, !dbg !42
  store <2 x half> %862, ptr addrspace(3) %860, align 4, !dbg !42
  %863 = getelementptr inbounds nuw i8, ptr addrspace(3) %860, i32 512, !dbg !42
  %864 = insertelement <2 x half> poison, half %606, i64 0, !dbg !42
  %865 = insertelement <2 x half> %864, half %608, i64 1, !dbg !42
  store <2 x half> %865, ptr addrspace(3) %863, align 4, !dbg !42
  %866 = xor i32 %852, 8, !dbg !42
  %867 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %866, !dbg !42
  %868 = insertelement <2 x half> poison, half %593, i64 0, !dbg !42
  %869 = insertelement <2 x half> %868, half %595, i64 1, !dbg !42
  store <2 x half> %869, ptr addrspace(3) %867, align 4, !dbg !42
  %870 = getelementptr inbounds nuw i8, ptr addrspace(3) %867, i32 512, !dbg !42
  %871 = insertelement <2 x half> poison, half %609, i64 0, !dbg !42
  %872 = insertelement <2 x half> %871, half %611, i64 1, !dbg !42
  store <2 x half> %872, ptr addrspace(3) %870, align 4, !dbg !42
  %873 = xor i32 %852, 12, !dbg !42
  %874 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %873, !dbg !42
  %875 = insertelement <2 x half> poison, half %594, i64 0, !dbg !42
  %876 = insertelement <2 x half> %875, half %596, i64 1, !dbg !42
  store <2 x half> %876, ptr addrspace(3) %874, align 4, !dbg !42
  %877 = getelementptr inbounds nuw i8, ptr addrspace(3) %874, i32 512, !dbg !42
  %878 = insertelement <2 x half> poison, half %610, i64 0, !dbg !42
  %879 = insertelement <2 x half> %878, half %612, i64 1, !dbg !42
  store <2 x half> %879, ptr addrspace(3) %877, align 4, !dbg !42
  %880 = xor i32 %852, 16, !dbg !42
  %881 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %880, !dbg !42
  %882 = insertelement <2 x half> poison, half %597, i64 0, !dbg !42
  %883 = insertelement <2 x half> %882, half %599, i64 1, !dbg !42
  store <2 x half> %883, ptr addrspace(3) %881, align 4, !dbg !42
  %884 = getelementptr inbounds nuw i8, ptr addrspace(3) %881, i32 512, !dbg !42
  %885 = insertelement <2 x half> poison, half %613, i64 0, !dbg !42
  %886 = insertelement <2 x half> %885, half %615, i64 1, !dbg !42
  store <2 x half> %886, ptr addrspace(3) %884, align 4, !dbg !42
  %887 = xor i32 %852, 20, !dbg !42
  %888 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %887, !dbg !42
  %889 = insertelement <2 x half> poison, half %598, i64 0, !dbg !42
  %890 = insertelement <2 x half> %889, half %600, i64 1, !dbg !42
  store <2 x half> %890, ptr addrspace(3) %888, align 4, !dbg !42
  %891 = getelementptr inbounds nuw i8, ptr addrspace(3) %888, i32 512, !dbg !42
  %892 = insertelement <2 x half> poison, half %614, i64 0, !dbg !42
  %893 = insertelement <2 x half> %892, half %616, i64 1, !dbg !42
  store <2 x half> %893, ptr addrspace(3) %891, align 4, !dbg !42
  %894 = xor i32 %852, 24, !dbg !42
  %895 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %894, !dbg !42
  %896 = insertelement <2 x half> poison, half %601, i64 0, !dbg !42
  %897 = insertelement <2 x half> %896, half %603, i64 1, !dbg !42
  store <2 x half> %897, ptr addrspace(3) %895, align 4, !dbg !42
  %898 = getelementptr inbounds nuw i8, ptr addrspace(3) %895, i32 512, !dbg !42
  %899 = insertelement <2 x half> poison, half %617, i64 0, !dbg !42
  %900 = insertelement <2 x half> %899, half %619, i64 1, !dbg !42
  store <2 x half> %900, ptr addrspace(3) %898, align 4, !dbg !42
  %901 = xor i32 %852, 28, !dbg !42
  %902 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %901, !dbg !42
  %903 = insertelement <2 x half> poison, half %602, i64 0, !dbg !42
  %904 = insertelement <2 x half> %903, half %604, i64 1, !dbg !42
  store <2 x half> %904, ptr addrspace(3) %902, align 4, !dbg !42
  %905 = getelementptr inbounds nuw i8, ptr addrspace(3) %902, i32 512, !dbg !42
  %906 = insertelement <2 x half> poison, half %618, i64 0, !dbg !42
  %907 = insertelement <2 x half> %906, half %620, i64 1, !dbg !42
  store <2 x half> %907, ptr addrspace(3) %905, align 4, !dbg !42
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !42
  %908 = shl nuw nsw i32 %11, 4, !dbg !42
  %909 = and i32 %908, 608, !dbg !42
  %910 = and i32 %11, 24, !dbg !42
  %911 = shl nuw nsw i32 %11, 2, !dbg !42
  %912 = and i32 %911, 4, !dbg !42
  %913 = icmp eq i32 %14, 0, !dbg !42
  %914 = select i1 %913, i32 0, i32 1028, !dbg !42
  %915 = or disjoint i32 %909, %910, !dbg !42
  %916 = xor i32 %914, %912, !dbg !42
  %917 = or disjoint i32 %915, %916, !dbg !42
  %918 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %917, !dbg !42
  %919 = load <2 x i16>, ptr addrspace(3) %918, align 4, !dbg !42
  %920 = getelementptr inbounds nuw i8, ptr addrspace(3) %918, i32 128, !dbg !42
  %921 = load <2 x i16>, ptr addrspace(3) %920, align 4, !dbg !42
  %922 = getelementptr inbounds nuw i8, ptr addrspace(3) %918, i32 256, !dbg !42
  %923 = load <2 x i16>, ptr addrspace(3) %922, align 4, !dbg !42
  %924 = getelementptr inbounds nuw i8, ptr addrspace(3) %918, i32 384, !dbg !42
  %925 = load <2 x i16>, ptr addrspace(3) %924, align 4, !dbg !42
  %926 = xor i32 %917, 2056, !dbg !42
  %927 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %926, !dbg !42
  %928 = load <2 x i16>, ptr addrspace(3) %927, align 4, !dbg !42
  %929 = getelementptr inbounds nuw i8, ptr addrspace(3) %927, i32 128, !dbg !42
  %930 = load <2 x i16>, ptr addrspace(3) %929, align 4, !dbg !42
  %931 = getelementptr inbounds nuw i8, ptr addrspace(3) %927, i32 256, !dbg !42
  %932 = load <2 x i16>, ptr addrspace(3) %931, align 4, !dbg !42
  %933 = getelementptr inbounds nuw i8, ptr addrspace(3) %927, i32 384, !dbg !42
  %934 = load <2 x i16>, ptr addrspace(3) %933, align 4, !dbg !42
  %935 = xor i32 %917, 4112, !dbg !42
  %936 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %935, !dbg !42
  %937 = load <2 x i16>, ptr addrspace(3) %936, align 4, !dbg !42
  %938 = getelementptr inbounds nuw i8, ptr addrspace(3) %936, i32 128, !dbg !42
  %939 = load <2 x i16>, ptr addrspace(3) %938, align 4, !dbg !42
  %940 = getelementptr inbounds nuw i8, ptr addrspace(3) %936, i32 256, !dbg !42
  %941 = load <2 x i16>, ptr addrspace(3) %940, align 4, !dbg !42
  %942 = getelementptr inbounds nuw i8, ptr addrspace(3) %936, i32 384, !dbg !42
  %943 = load <2 x i16>, ptr addrspace(3) %942, align 4, !dbg !42
  %944 = xor i32 %917, 6168, !dbg !42
  %945 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %944, !dbg !42
  %946 = load <2 x i16>, ptr addrspace(3) %945, align 4, !dbg !42
  %947 = getelementptr inbounds nuw i8, ptr addrspace(3) %945, i32 128, !dbg !42
  %948 = load <2 x i16>, ptr addrspace(3) %947, align 4, !dbg !42
  %949 = getelementptr inbounds nuw i8, ptr addrspace(3) %945, i32 256, !dbg !42
  %950 = load <2 x i16>, ptr addrspace(3) %949, align 4, !dbg !42
  %951 = getelementptr inbounds nuw i8, ptr addrspace(3) %945, i32 384, !dbg !42
  %952 = load <2 x i16>, ptr addrspace(3) %951, align 4, !dbg !42
  %.extract = extractelement <2 x i16> %919, i64 0, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract, ptr addrspace(1) %813, i1 %685) #5, !dbg !42
  %.extract32 = extractelement <2 x i16> %928, i64 0, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract32, ptr addrspace(1) %814, i1 %686) #5, !dbg !42
  %.extract33 = extractelement <2 x i16> %937, i64 0, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract33, ptr addrspace(1) %815, i1 %687) #5, !dbg !42
  %.extract34 = extractelement <2 x i16> %946, i64 0, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract34, ptr addrspace(1) %816, i1 %688) #5, !dbg !42
  %.extract35 = extractelement <2 x i16> %919, i64 1, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract35, ptr addrspace(1) %817, i1 %689) #5, !dbg !42
  %.extract36 = extractelement <2 x i16> %928, i64 1, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract36, ptr addrspace(1) %818, i1 %690) #5, !dbg !42
  %.extract37 = extractelement <2 x i16> %937, i64 1, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract37, ptr addrspace(1) %819, i1 %691) #5, !dbg !42
  %.extract38 = extractelement <2 x i16> %946, i64 1, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract38, ptr addrspace(1) %820, i1 %692) #5, !dbg !42
  %.extract39 = extractelement <2 x i16> %921, i64 0, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract39, ptr addrspace(1) %821, i1 %693) #5, !dbg !42
  %.extract40 = extractelement <2 x i16> %930, i64 0, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract40, ptr addrspace(1) %822, i1 %694) #5, !dbg !42
  %.extract41 = extractelement <2 x i16> %939, i64 0, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract41, ptr addrspace(1) %823, i1 %695) #5, !dbg !42
  %.extract42 = extractelement <2 x i16> %948, i64 0, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract42, ptr addrspace(1) %824, i1 %696) #5, !dbg !42
  %.extract43 = extractelement <2 x i16> %921, i64 1, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract43, ptr addrspace(1) %825, i1 %697) #5, !dbg !42
  %.extract44 = extractelement <2 x i16> %930, i64 1, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract44, ptr addrspace(1) %826, i1 %698) #5, !dbg !42
  %.extract45 = extractelement <2 x i16> %939, i64 1, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract45, ptr addrspace(1) %827, i1 %699) #5, !dbg !42
  %.extract46 = extractelement <2 x i16> %948, i64 1, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract46, ptr addrspace(1) %828, i1 %700) #5, !dbg !42
  %.extract47 = extractelement <2 x i16> %923, i64 0, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract47, ptr addrspace(1) %829, i1 %701) #5, !dbg !42
  %.extract48 = extractelement <2 x i16> %932, i64 0, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract48, ptr addrspace(1) %830, i1 %702) #5, !dbg !42
  %.extract49 = extractelement <2 x i16> %941, i64 0, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract49, ptr addrspace(1) %831, i1 %703) #5, !dbg !42
  %.extract50 = extractelement <2 x i16> %950, i64 0, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract50, ptr addrspace(1) %832, i1 %704) #5, !dbg !42
  %.extract51 = extractelement <2 x i16> %923, i64 1, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract51, ptr addrspace(1) %833, i1 %705) #5, !dbg !42
  %.extract52 = extractelement <2 x i16> %932, i64 1, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract52, ptr addrspace(1) %834, i1 %706) #5, !dbg !42
  %.extract53 = extractelement <2 x i16> %941, i64 1, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract53, ptr addrspace(1) %835, i1 %707) #5, !dbg !42
  %.extract54 = extractelement <2 x i16> %950, i64 1, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract54, ptr addrspace(1) %836, i1 %708) #5, !dbg !42
  %.extract55 = extractelement <2 x i16> %925, i64 0, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract55, ptr addrspace(1) %837, i1 %709) #5, !dbg !42
  %.extract56 = extractelement <2 x i16> %934, i64 0, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract56, ptr addrspace(1) %838, i1 %710) #5, !dbg !42
  %.extract57 = extractelement <2 x i16> %943, i64 0, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract57, ptr addrspace(1) %839, i1 %711) #5, !dbg !42
  %.extract58 = extractelement <2 x i16> %952, i64 0, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract58, ptr addrspace(1) %840, i1 %712) #5, !dbg !42
  %.extract59 = extractelement <2 x i16> %925, i64 1, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract59, ptr addrspace(1) %841, i1 %713) #5, !dbg !42
  %.extract60 = extractelement <2 x i16> %934, i64 1, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract60, ptr addrspace(1) %842, i1 %714) #5, !dbg !42
  %.extract61 = extractelement <2 x i16> %943, i64 1, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract61, ptr addrspace(1) %843, i1 %715) #5, !dbg !42
  %.extract62 = extractelement <2 x i16> %952, i64 1, !dbg !42
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract62, ptr addrspace(1) %844, i1 %716) #5, !dbg !42
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

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nounwind }
attributes #4 = { convergent nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "matmul_acc", linkageName: "matmul_acc", scope: !1, file: !1, line: 262, type: !5, scopeLine: 262, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !9, !9, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
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
