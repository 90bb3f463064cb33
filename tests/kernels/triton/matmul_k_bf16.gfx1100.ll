; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu11.00-amd-amdhsa"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: norecurse nounwind
define amdgpu_kernel void @matmul_k(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree readonly captures(none) %1, ptr addrspace(1) inreg nofree writeonly captures(none) %2, i32 inreg %3, i32 inreg %4, i32 inreg %5, i32 inreg %6, i32 inreg %7, i32 inreg %8, i32 inreg %9, i32 inreg %10, i32 inreg %11, ptr addrspace(1) inreg nofree readnone captures(none) %12, ptr addrspace(1) inreg nofree readnone captures(none) %13) local_unnamed_addr #0 !dbg !4 {
  %15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !12
  %16 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %15), !dbg !13
  %17 = and i32 %16, 96, !dbg !12
  %18 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !14
  %19 = shl i32 %18, 5, !dbg !14
  %20 = and i32 %15, 31, !dbg !15
  %21 = or disjoint i32 %17, %20, !dbg !15
  %22 = and i32 %15, 15, !dbg !15
  %23 = and i32 %16, 64, !dbg !15
  %24 = lshr exact i32 %17, 3, !dbg !15
  %25 = or disjoint i32 %24, 1, !dbg !15
  %26 = or disjoint i32 %24, 2, !dbg !15
  %27 = or disjoint i32 %24, 3, !dbg !15
  %28 = or disjoint i32 %24, 16, !dbg !15
  %29 = or disjoint i32 %24, 17, !dbg !15
  %30 = or disjoint i32 %24, 18, !dbg !15
  %31 = or disjoint i32 %24, 19, !dbg !15
  %32 = lshr exact i32 %17, 5, !dbg !15
  %33 = or disjoint i32 %32, 4, !dbg !15
  %34 = or disjoint i32 %32, 8, !dbg !15
  %35 = or disjoint i32 %32, 12, !dbg !15
  %36 = or disjoint i32 %32, 16, !dbg !15
  %37 = or disjoint i32 %32, 20, !dbg !15
  %38 = or disjoint i32 %32, 24, !dbg !15
  %39 = or disjoint i32 %32, 28, !dbg !15
  %40 = and i32 %16, 32, !dbg !15
  %41 = or disjoint i32 %32, %19, !dbg !14
  %42 = or disjoint i32 %33, %19, !dbg !14
  %43 = or disjoint i32 %34, %19, !dbg !14
  %44 = or disjoint i32 %35, %19, !dbg !14
  %45 = or disjoint i32 %36, %19, !dbg !14
  %46 = or disjoint i32 %37, %19, !dbg !14
  %47 = or disjoint i32 %38, %19, !dbg !14
  %48 = or disjoint i32 %39, %19, !dbg !14
  %49 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !16
  %50 = shl i32 %49, 5, !dbg !16
  %51 = or disjoint i32 %50, %20, !dbg !16
  %52 = add i32 %5, 31, !dbg !17
  %53 = icmp slt i32 %41, %3, !dbg !22
  %54 = icmp slt i32 %42, %3, !dbg !22
  %55 = icmp slt i32 %43, %3, !dbg !22
  %56 = icmp slt i32 %44, %3, !dbg !22
  %57 = icmp slt i32 %45, %3, !dbg !22
  %58 = icmp slt i32 %46, %3, !dbg !22
  %59 = icmp slt i32 %47, %3, !dbg !22
  %60 = icmp slt i32 %48, %3, !dbg !22
  %61 = mul i32 %6, %19, !dbg !23
  %62 = icmp slt i32 %51, %4, !dbg !24
  %63 = icmp sgt i32 %52, 31, !dbg !25
  %64 = icmp slt i32 %20, %5, !dbg !26
  %65 = and i1 %64, %53, !dbg !27
  %66 = and i1 %64, %54, !dbg !27
  %67 = and i1 %64, %55, !dbg !27
  %68 = and i1 %64, %56, !dbg !27
  %69 = and i1 %64, %57, !dbg !27
  %70 = and i1 %64, %58, !dbg !27
  %71 = and i1 %64, %59, !dbg !27
  %72 = and i1 %64, %60, !dbg !27
  %73 = mul i32 %32, %6, !dbg !23
  %74 = mul i32 %33, %6, !dbg !23
  %75 = mul i32 %34, %6, !dbg !23
  %76 = mul i32 %35, %6, !dbg !23
  %77 = mul i32 %36, %6, !dbg !23
  %78 = mul i32 %37, %6, !dbg !23
  %79 = mul i32 %38, %6, !dbg !23
  %80 = mul i32 %39, %6, !dbg !23
  %81 = mul i32 %7, %20, !dbg !23
  %82 = add i32 %73, %81, !dbg !23
  %83 = add i32 %74, %81, !dbg !23
  %84 = add i32 %75, %81, !dbg !23
  %85 = add i32 %76, %81, !dbg !23
  %86 = add i32 %77, %81, !dbg !23
  %87 = add i32 %78, %81, !dbg !23
  %88 = add i32 %79, %81, !dbg !23
  %89 = add i32 %80, %81, !dbg !23
  %90 = add i32 %82, %61, !dbg !23
  %91 = add i32 %83, %61, !dbg !23
  %92 = add i32 %84, %61, !dbg !23
  %93 = add i32 %85, %61, !dbg !23
  %94 = add i32 %86, %61, !dbg !23
  %95 = add i32 %87, %61, !dbg !23
  %96 = add i32 %88, %61, !dbg !23
  %97 = add i32 %89, %61, !dbg !23
  %98 = and i1 %63, %65, !dbg !25
  %99 = and i1 %63, %66, !dbg !25
  %100 = and i1 %63, %67, !dbg !25
  %101 = and i1 %63, %68, !dbg !25
  %102 = and i1 %63, %69, !dbg !25
  %103 = and i1 %63, %70, !dbg !25
  %104 = and i1 %63, %71, !dbg !25
  %105 = and i1 %63, %72, !dbg !25
  %106 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 822243328), !dbg !28
  %107 = shl i32 %90, 1, !dbg !28
  %108 = select i1 %98, i32 %107, i32 -2147483648, !dbg !28
  %109 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %106, i32 %108, i32 0, i32 0), !dbg !28
  %110 = shl i32 %91, 1, !dbg !28
  %111 = select i1 %99, i32 %110, i32 -2147483648, !dbg !28
  %112 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %106, i32 %111, i32 0, i32 0), !dbg !28
  %113 = shl i32 %92, 1, !dbg !28
  %114 = select i1 %100, i32 %113, i32 -2147483648, !dbg !28
  %115 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %106, i32 %114, i32 0, i32 0), !dbg !28
  %116 = shl i32 %93, 1, !dbg !28
  %117 = select i1 %101, i32 %116, i32 -2147483648, !dbg !28
  %118 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %106, i32 %117, i32 0, i32 0), !dbg !28
  %119 = shl i32 %94, 1, !dbg !28
  %120 = select i1 %102, i32 %119, i32 -2147483648, !dbg !28
  %121 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %106, i32 %120, i32 0, i32 0), !dbg !28
  %122 = shl i32 %95, 1, !dbg !28
  %123 = select i1 %103, i32 %122, i32 -2147483648, !dbg !28
  %124 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %106, i32 %123, i32 0, i32 0), !dbg !28
  %125 = shl i32 %96, 1, !dbg !28
  %126 = select i1 %104, i32 %125, i32 -2147483648, !dbg !28
  %127 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %106, i32 %126, i32 0, i32 0), !dbg !28
  %128 = shl i32 %97, 1, !dbg !28
  %129 = select i1 %105, i32 %128, i32 -2147483648, !dbg !28
  %130 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %106, i32 %129, i32 0, i32 0), !dbg !28
  %131 = icmp slt i32 %24, %5, !dbg !29
  %132 = icmp slt i32 %25, %5, !dbg !29
  %133 = icmp slt i32 %26, %5, !dbg !29
  %134 = icmp slt i32 %27, %5, !dbg !29
  %135 = icmp slt i32 %28, %5, !dbg !29
  %136 = icmp slt i32 %29, %5, !dbg !29
  %137 = icmp slt i32 %30, %5, !dbg !29
  %138 = icmp slt i32 %31, %5, !dbg !29
  %139 = and i1 %62, %131, !dbg !30
  %140 = and i1 %62, %132, !dbg !30
  %141 = and i1 %62, %133, !dbg !30
  %142 = and i1 %62, %134, !dbg !30
  %143 = and i1 %62, %135, !dbg !30
  %144 = and i1 %62, %136, !dbg !30
  %145 = and i1 %62, %137, !dbg !30
  %146 = and i1 %62, %138, !dbg !30
  %147 = mul i32 %24, %8, !dbg !31
  %148 = mul i32 %25, %8, !dbg !31
  %149 = mul i32 %26, %8, !dbg !31
  %150 = mul i32 %27, %8, !dbg !31
  %151 = mul i32 %28, %8, !dbg !31
  %152 = mul i32 %29, %8, !dbg !31
  %153 = mul i32 %30, %8, !dbg !31
  %154 = mul i32 %31, %8, !dbg !31
  %155 = mul i32 %9, %50, !dbg !31
  %156 = mul i32 %9, %20, !dbg !31
  %157 = add i32 %147, %156, !dbg !31
  %158 = add i32 %148, %156, !dbg !31
  %159 = add i32 %149, %156, !dbg !31
  %160 = add i32 %150, %156, !dbg !31
  %161 = add i32 %151, %156, !dbg !31
  %162 = add i32 %152, %156, !dbg !31
  %163 = add i32 %153, %156, !dbg !31
  %164 = add i32 %154, %156, !dbg !31
  %165 = add i32 %157, %155, !dbg !31
  %166 = add i32 %158, %155, !dbg !31
  %167 = add i32 %159, %155, !dbg !31
  %168 = add i32 %160, %155, !dbg !31
  %169 = add i32 %161, %155, !dbg !31
  %170 = add i32 %162, %155, !dbg !31
  %171 = add i32 %163, %155, !dbg !31
  %172 = add i32 %164, %155, !dbg !31
  %173 = and i1 %63, %139, !dbg !25
  %174 = and i1 %63, %140, !dbg !25
  %175 = and i1 %63, %141, !dbg !25
  %176 = and i1 %63, %142, !dbg !25
  %177 = and i1 %63, %143, !dbg !25
  %178 = and i1 %63, %144, !dbg !25
  %179 = and i1 %63, %145, !dbg !25
  %180 = and i1 %63, %146, !dbg !25
  %181 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 822243328), !dbg !13
  %182 = shl i32 %165, 1, !dbg !13
  %183 = select i1 %173, i32 %182, i32 -2147483648, !dbg !13
  %184 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %181, i32 %183, i32 0, i32 0), !dbg !13
  %185 = shl i32 %166, 1, !dbg !13
  %186 = select i1 %174, i32 %185, i32 -2147483648, !dbg !13
  %187 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %181, i32 %186, i32 0, i32 0), !dbg !13
  %188 = shl i32 %167, 1, !dbg !13
  %189 = select i1 %175, i32 %188, i32 -2147483648, !dbg !13
  %190 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %181, i32 %189, i32 0, i32 0), !dbg !13
  %191 = shl i32 %168, 1, !dbg !13
  %192 = select i1 %176, i32 %191, i32 -2147483648, !dbg !13
  %193 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %181, i32 %192, i32 0, i32 0), !dbg !13
  %194 = shl i32 %169, 1, !dbg !13
  %195 = select i1 %177, i32 %194, i32 -2147483648, !dbg !13
  %196 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %181, i32 %195, i32 0, i32 0), !dbg !13
  %197 = shl i32 %170, 1, !dbg !13
  %198 = select i1 %178, i32 %197, i32 -2147483648, !dbg !13
  %199 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %181, i32 %198, i32 0, i32 0), !dbg !13
  %200 = shl i32 %171, 1, !dbg !13
  %201 = select i1 %179, i32 %200, i32 -2147483648, !dbg !13
  %202 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %181, i32 %201, i32 0, i32 0), !dbg !13
  %203 = shl i32 %172, 1, !dbg !13
  %204 = select i1 %180, i32 %203, i32 -2147483648, !dbg !13
  %205 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %181, i32 %204, i32 0, i32 0), !dbg !13
  %206 = shl nuw nsw i32 %21, 1, !dbg !28
  %207 = and i32 %206, 126, !dbg !28
  %208 = icmp eq i32 %23, 0, !dbg !28
  %209 = select i1 %208, i32 0, i32 144, !dbg !28
  %210 = xor i32 %207, %209, !dbg !28
  %211 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %210, !dbg !28
  store i16 %109, ptr addrspace(3) %211, align 2, !dbg !28
  %212 = getelementptr inbounds nuw i8, ptr addrspace(3) %211, i32 512, !dbg !28
  store i16 %115, ptr addrspace(3) %212, align 2, !dbg !28
  %213 = getelementptr inbounds nuw i8, ptr addrspace(3) %211, i32 1024, !dbg !28
  store i16 %121, ptr addrspace(3) %213, align 2, !dbg !28
  %214 = getelementptr inbounds nuw i8, ptr addrspace(3) %211, i32 1536, !dbg !28
  store i16 %127, ptr addrspace(3) %214, align 2, !dbg !28
  %215 = xor i32 %210, 288, !dbg !28
  %216 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %215, !dbg !28
  store i16 %112, ptr addrspace(3) %216, align 2, !dbg !28
  %217 = getelementptr inbounds nuw i8, ptr addrspace(3) %216, i32 512, !dbg !28
  store i16 %118, ptr addrspace(3) %217, align 2, !dbg !28
  %218 = getelementptr inbounds nuw i8, ptr addrspace(3) %216, i32 1024, !dbg !28
  store i16 %124, ptr addrspace(3) %218, align 2, !dbg !28
  %219 = getelementptr inbounds nuw i8, ptr addrspace(3) %216, i32 1536, !dbg !28
  store i16 %130, ptr addrspace(3) %219, align 2, !dbg !28
  %220 = shl nuw nsw i32 %20, 6, !dbg !13
  %221 = shl nuw nsw i32 %15, 3, !dbg !13
  %222 = and i32 %221, 48, !dbg !13
  %223 = shl nuw nsw i32 %15, 1, !dbg !13
  %224 = lshr exact i32 %17, 2, !dbg !13
  %225 = xor i32 %221, %223, !dbg !13
  %226 = and i32 %225, 48, !dbg !13
  %227 = xor i32 %224, %226, !dbg !13
  %228 = or disjoint i32 %227, %220, !dbg !13
  %229 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %228, !dbg !13
  %230 = insertelement <4 x i16> poison, i16 %184, i64 0, !dbg !13
  %231 = insertelement <4 x i16> %230, i16 %187, i64 1, !dbg !13
  %232 = insertelement <4 x i16> %231, i16 %190, i64 2, !dbg !13
  %233 = insertelement <4 x i16> %232, i16 %193, i64 3, !dbg !13
  store <4 x i16> %233, ptr addrspace(3) %229, align 8, !dbg !13
  %234 = xor i32 %228, 32, !dbg !13
  %235 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %234, !dbg !13
  %236 = insertelement <4 x i16> poison, i16 %196, i64 0, !dbg !13
  %237 = insertelement <4 x i16> %236, i16 %199, i64 1, !dbg !13
  %238 = insertelement <4 x i16> %237, i16 %202, i64 2, !dbg !13
  %239 = insertelement <4 x i16> %238, i16 %205, i64 3, !dbg !13
  store <4 x i16> %239, ptr addrspace(3) %235, align 8, !dbg !13
  %240 = icmp sgt i32 %52, 63, !dbg !25
  br i1 %240, label %.lr.ph, label %._crit_edge, !dbg !25

.lr.ph:                                           ; preds = %14
  %241 = lshr i32 %52, 5, !dbg !32
  %242 = shl nuw nsw i32 %22, 6
  %243 = shl nuw nsw i32 %23, 4
  %244 = or disjoint i32 %243, %242
  %245 = or disjoint i32 %244, %222
  %246 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %245
  %247 = xor i32 %245, 16
  %248 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %247
  %249 = xor i32 %245, 32
  %250 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %249
  %251 = xor i32 %245, 48
  %252 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %251
  %253 = shl nuw nsw i32 %15, 6
  %254 = and i32 %253, 448
  %255 = and i32 %15, 8
  %256 = icmp eq i32 %255, 0
  %257 = select i1 %256, i32 0, i32 528
  %258 = icmp eq i32 %40, 0
  %259 = select i1 %258, i32 0, i32 1056
  %260 = or disjoint i32 %259, %257
  %261 = xor i32 %260, %222
  %262 = or disjoint i32 %261, %254
  %263 = xor i32 %262, 16
  %264 = xor i32 %262, 32
  %265 = xor i32 %262, 48
  %266 = add nsw i32 %241, -2
  %267 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %262
  %268 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %263
  %269 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %264
  %270 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %265
  br label %271, !dbg !25

271:                                              ; preds = %.lr.ph, %271
  %272 = phi float [ 0.000000e+00, %.lr.ph ], [ %411, %271 ]
  %273 = phi float [ 0.000000e+00, %.lr.ph ], [ %412, %271 ]
  %274 = phi float [ 0.000000e+00, %.lr.ph ], [ %413, %271 ]
  %275 = phi float [ 0.000000e+00, %.lr.ph ], [ %414, %271 ]
  %276 = phi float [ 0.000000e+00, %.lr.ph ], [ %415, %271 ]
  %277 = phi float [ 0.000000e+00, %.lr.ph ], [ %416, %271 ]
  %278 = phi float [ 0.000000e+00, %.lr.ph ], [ %417, %271 ]
  %279 = phi float [ 0.000000e+00, %.lr.ph ], [ %418, %271 ]
  %280 = phi i32 [ 0, %.lr.ph ], [ %281, %271 ]
  %281 = add nuw nsw i32 %280, 1, !dbg !25
  %282 = shl nuw nsw i32 %281, 5, !dbg !33
  %283 = or disjoint i32 %282, %24, !dbg !33
  %284 = or disjoint i32 %282, %25, !dbg !33
  %285 = or disjoint i32 %282, %26, !dbg !33
  %286 = or disjoint i32 %282, %27, !dbg !33
  %287 = or disjoint i32 %282, %28, !dbg !33
  %288 = or disjoint i32 %282, %29, !dbg !33
  %289 = or disjoint i32 %282, %30, !dbg !33
  %290 = or disjoint i32 %282, %31, !dbg !33
  %291 = or disjoint i32 %282, %20, !dbg !33
  %292 = icmp slt i32 %291, %5, !dbg !26
  %293 = and i1 %53, %292, !dbg !27
  %294 = and i1 %54, %292, !dbg !27
  %295 = and i1 %55, %292, !dbg !27
  %296 = and i1 %56, %292, !dbg !27
  %297 = and i1 %57, %292, !dbg !27
  %298 = and i1 %58, %292, !dbg !27
  %299 = and i1 %59, %292, !dbg !27
  %300 = and i1 %60, %292, !dbg !27
  %301 = mul i32 %282, %7, !dbg !23
  %302 = add i32 %301, %61, !dbg !23
  %303 = add i32 %302, %82, !dbg !23
  %304 = add i32 %302, %83, !dbg !23
  %305 = add i32 %302, %84, !dbg !23
  %306 = add i32 %302, %85, !dbg !23
  %307 = add i32 %302, %86, !dbg !23
  %308 = add i32 %302, %87, !dbg !23
  %309 = add i32 %302, %88, !dbg !23
  %310 = add i32 %302, %89, !dbg !23
  %311 = shl i32 %303, 1, !dbg !28
  %312 = select i1 %293, i32 %311, i32 -2147483648, !dbg !28
  %313 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %106, i32 %312, i32 0, i32 0), !dbg !28
  %314 = shl i32 %304, 1, !dbg !28
  %315 = select i1 %294, i32 %314, i32 -2147483648, !dbg !28
  %316 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %106, i32 %315, i32 0, i32 0), !dbg !28
  %317 = shl i32 %305, 1, !dbg !28
  %318 = select i1 %295, i32 %317, i32 -2147483648, !dbg !28
  %319 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %106, i32 %318, i32 0, i32 0), !dbg !28
  %320 = shl i32 %306, 1, !dbg !28
  %321 = select i1 %296, i32 %320, i32 -2147483648, !dbg !28
  %322 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %106, i32 %321, i32 0, i32 0), !dbg !28
  %323 = shl i32 %307, 1, !dbg !28
  %324 = select i1 %297, i32 %323, i32 -2147483648, !dbg !28
  %325 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %106, i32 %324, i32 0, i32 0), !dbg !28
  %326 = shl i32 %308, 1, !dbg !28
  %327 = select i1 %298, i32 %326, i32 -2147483648, !dbg !28
  %328 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %106, i32 %327, i32 0, i32 0), !dbg !28
  %329 = shl i32 %309, 1, !dbg !28
  %330 = select i1 %299, i32 %329, i32 -2147483648, !dbg !28
  %331 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %106, i32 %330, i32 0, i32 0), !dbg !28
  %332 = shl i32 %310, 1, !dbg !28
  %333 = select i1 %300, i32 %332, i32 -2147483648, !dbg !28
  %334 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %106, i32 %333, i32 0, i32 0), !dbg !28
  fence syncscope("workgroup") release, !dbg !28
  tail call void @llvm.amdgcn.s.barrier(), !dbg !28
  fence syncscope("workgroup") acquire, !dbg !28
  %335 = load <8 x bfloat>, ptr addrspace(3) %246, align 16, !dbg !28
  %336 = load <8 x bfloat>, ptr addrspace(3) %248, align 16, !dbg !28
  %337 = load <8 x bfloat>, ptr addrspace(3) %250, align 16, !dbg !28
  %338 = load <8 x bfloat>, ptr addrspace(3) %252, align 16, !dbg !28
  %339 = icmp slt i32 %283, %5, !dbg !29
  %340 = icmp slt i32 %284, %5, !dbg !29
  %341 = icmp slt i32 %285, %5, !dbg !29
  %342 = icmp slt i32 %286, %5, !dbg !29
  %343 = icmp slt i32 %287, %5, !dbg !29
  %344 = icmp slt i32 %288, %5, !dbg !29
  %345 = icmp slt i32 %289, %5, !dbg !29
  %346 = icmp slt i32 %290, %5, !dbg !29
  %347 = and i1 %62, %339, !dbg !30
  %348 = and i1 %62, %340, !dbg !30
  %349 = and i1 %62, %341, !dbg !30
  %350 = and i1 %62, %342, !dbg !30
  %351 = and i1 %62, %343, !dbg !30
  %352 = and i1 %62, %344, !dbg !30
  %353 = and i1 %62, %345, !dbg !30
  %354 = and i1 %62, %346, !dbg !30
  %355 = mul i32 %282, %8, !dbg !31
  %356 = add i32 %355, %155, !dbg !31
  %357 = add i32 %356, %157, !dbg !31
  %358 = add i32 %356, %158, !dbg !31
  %359 = add i32 %356, %159, !dbg !31
  %360 = add i32 %356, %160, !dbg !31
  %361 = add i32 %356, %161, !dbg !31
  %362 = add i32 %356, %162, !dbg !31
  %363 = add i32 %356, %163, !dbg !31
  %364 = add i32 %356, %164, !dbg !31
  %365 = shl i32 %357, 1, !dbg !13
  %366 = select i1 %347, i32 %365, i32 -2147483648, !dbg !13
  %367 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %181, i32 %366, i32 0, i32 0), !dbg !13
  %368 = shl i32 %358, 1, !dbg !13
  %369 = select i1 %348, i32 %368, i32 -2147483648, !dbg !13
  %370 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %181, i32 %369, i32 0, i32 0), !dbg !13
  %371 = shl i32 %359, 1, !dbg !13
  %372 = select i1 %349, i32 %371, i32 -2147483648, !dbg !13
  %373 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %181, i32 %372, i32 0, i32 0), !dbg !13
  %374 = shl i32 %360, 1, !dbg !13
  %375 = select i1 %350, i32 %374, i32 -2147483648, !dbg !13
  %376 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %181, i32 %375, i32 0, i32 0), !dbg !13
  %377 = shl i32 %361, 1, !dbg !13
  %378 = select i1 %351, i32 %377, i32 -2147483648, !dbg !13
  %379 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %181, i32 %378, i32 0, i32 0), !dbg !13
  %380 = shl i32 %362, 1, !dbg !13
  %381 = select i1 %352, i32 %380, i32 -2147483648, !dbg !13
  %382 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %181, i32 %381, i32 0, i32 0), !dbg !13
  %383 = shl i32 %363, 1, !dbg !13
  %384 = select i1 %353, i32 %383, i32 -2147483648, !dbg !13
  %385 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %181, i32 %384, i32 0, i32 0), !dbg !13
  %386 = shl i32 %364, 1, !dbg !13
  %387 = select i1 %354, i32 %386, i32 -2147483648, !dbg !13
  %388 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %181, i32 %387, i32 0, i32 0), !dbg !13
  %389 = load <8 x bfloat>, ptr addrspace(3) %267, align 16, !dbg !13
  %390 = load <8 x bfloat>, ptr addrspace(3) %268, align 16, !dbg !13
  %391 = load <8 x bfloat>, ptr addrspace(3) %269, align 16, !dbg !13
  %392 = load <8 x bfloat>, ptr addrspace(3) %270, align 16, !dbg !13
  %393 = insertelement <8 x float> poison, float %272, i64 0, !dbg !34
  %394 = insertelement <8 x float> %393, float %273, i64 1, !dbg !34
  %395 = insertelement <8 x float> %394, float %274, i64 2, !dbg !34
  %396 = insertelement <8 x float> %395, float %275, i64 3, !dbg !34
  %397 = insertelement <8 x float> %396, float %276, i64 4, !dbg !34
  %398 = insertelement <8 x float> %397, float %277, i64 5, !dbg !34
  %399 = insertelement <8 x float> %398, float %278, i64 6, !dbg !34
  %400 = insertelement <8 x float> %399, float %279, i64 7, !dbg !34
  %401 = shufflevector <8 x bfloat> %335, <8 x bfloat> %336, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !34
  %402 = bitcast <16 x bfloat> %401 to <16 x i16>, !dbg !34
  %403 = shufflevector <8 x bfloat> %389, <8 x bfloat> %390, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !34
  %404 = bitcast <16 x bfloat> %403 to <16 x i16>, !dbg !34
  %405 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32.v16i16(<16 x i16> %404, <16 x i16> %402, <8 x float> %400), !dbg !34
  %406 = shufflevector <8 x bfloat> %337, <8 x bfloat> %338, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !34
  %407 = bitcast <16 x bfloat> %406 to <16 x i16>, !dbg !34
  %408 = shufflevector <8 x bfloat> %391, <8 x bfloat> %392, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !34
  %409 = bitcast <16 x bfloat> %408 to <16 x i16>, !dbg !34
  %410 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32.v16i16(<16 x i16> %409, <16 x i16> %407, <8 x float> %405), !dbg !34
  %411 = extractelement <8 x float> %410, i64 0, !dbg !34
  %412 = extractelement <8 x float> %410, i64 1, !dbg !34
  %413 = extractelement <8 x float> %410, i64 2, !dbg !34
  %414 = extractelement <8 x float> %410, i64 3, !dbg !34
  %415 = extractelement <8 x float> %410, i64 4, !dbg !34
  %416 = extractelement <8 x float> %410, i64 5, !dbg !34
  %417 = extractelement <8 x float> %410, i64 6, !dbg !34
  %418 = extractelement <8 x float> %410, i64 7, !dbg !34
  fence syncscope("workgroup") release, !dbg !28
  tail call void @llvm.amdgcn.s.barrier(), !dbg !28
  fence syncscope("workgroup") acquire, !dbg !28
  store i16 %313, ptr addrspace(3) %211, align 2, !dbg !28
  store i16 %319, ptr addrspace(3) %212, align 2, !dbg !28
  store i16 %325, ptr addrspace(3) %213, align 2, !dbg !28
  store i16 %331, ptr addrspace(3) %214, align 2, !dbg !28
  store i16 %316, ptr addrspace(3) %216, align 2, !dbg !28
  store i16 %322, ptr addrspace(3) %217, align 2, !dbg !28
  store i16 %328, ptr addrspace(3) %218, align 2, !dbg !28
  store i16 %334, ptr addrspace(3) %219, align 2, !dbg !28
  %419 = insertelement <4 x i16> poison, i16 %367, i64 0, !dbg !13
  %420 = insertelement <4 x i16> %419, i16 %370, i64 1, !dbg !13
  %421 = insertelement <4 x i16> %420, i16 %373, i64 2, !dbg !13
  %422 = insertelement <4 x i16> %421, i16 %376, i64 3, !dbg !13
  store <4 x i16> %422, ptr addrspace(3) %229, align 8, !dbg !13
  %423 = insertelement <4 x i16> poison, i16 %379, i64 0, !dbg !13
  %424 = insertelement <4 x i16> %423, i16 %382, i64 1, !dbg !13
  %425 = insertelement <4 x i16> %424, i16 %385, i64 2, !dbg !13
  %426 = insertelement <4 x i16> %425, i16 %388, i64 3, !dbg !13
  store <4 x i16> %426, ptr addrspace(3) %235, align 8, !dbg !13
  %exitcond.not = icmp eq i32 %280, %266, !dbg !25
  br i1 %exitcond.not, label %._crit_edge, label %271, !dbg !25

._crit_edge:                                      ; preds = %271, %14
  %427 = phi float [ 0.000000e+00, %14 ], [ %411, %271 ]
  %428 = phi float [ 0.000000e+00, %14 ], [ %412, %271 ]
  %429 = phi float [ 0.000000e+00, %14 ], [ %413, %271 ]
  %430 = phi float [ 0.000000e+00, %14 ], [ %414, %271 ]
  %431 = phi float [ 0.000000e+00, %14 ], [ %415, %271 ]
  %432 = phi float [ 0.000000e+00, %14 ], [ %416, %271 ]
  %433 = phi float [ 0.000000e+00, %14 ], [ %417, %271 ]
  %434 = phi float [ 0.000000e+00, %14 ], [ %418, %271 ]
  fence syncscope("workgroup") release, !dbg !28
  tail call void @llvm.amdgcn.s.barrier(), !dbg !28
  fence syncscope("workgroup") acquire, !dbg !28
  br i1 %63, label %435, label %._crit_edge._crit_edge, !dbg !34

435:                                              ; preds = %._crit_edge
  %436 = shl nuw nsw i32 %15, 6, !dbg !13
  %437 = and i32 %436, 448, !dbg !13
  %438 = and i32 %15, 8, !dbg !13
  %439 = icmp eq i32 %438, 0, !dbg !13
  %440 = select i1 %439, i32 0, i32 528, !dbg !13
  %441 = icmp eq i32 %40, 0, !dbg !13
  %442 = select i1 %441, i32 0, i32 1056, !dbg !13
  %443 = or disjoint i32 %442, %440, !dbg !13
  %444 = xor i32 %443, %222, !dbg !13
  %445 = or disjoint i32 %444, %437, !dbg !13
  %446 = xor i32 %445, 48, !dbg !13
  %447 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %446, !dbg !13
  %448 = load <8 x bfloat>, ptr addrspace(3) %447, align 16, !dbg !13
  %449 = xor i32 %445, 32, !dbg !13
  %450 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %449, !dbg !13
  %451 = load <8 x bfloat>, ptr addrspace(3) %450, align 16, !dbg !13
  %452 = xor i32 %445, 16, !dbg !13
  %453 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %452, !dbg !13
  %454 = load <8 x bfloat>, ptr addrspace(3) %453, align 16, !dbg !13
  %455 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %445, !dbg !13
  %456 = load <8 x bfloat>, ptr addrspace(3) %455, align 16, !dbg !13
  %457 = shl nuw nsw i32 %22, 6, !dbg !28
  %458 = shl nuw nsw i32 %23, 4, !dbg !28
  %459 = or disjoint i32 %458, %457, !dbg !28
  %460 = or disjoint i32 %459, %222, !dbg !28
  %461 = xor i32 %460, 48, !dbg !28
  %462 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %461, !dbg !28
  %463 = load <8 x bfloat>, ptr addrspace(3) %462, align 16, !dbg !28
  %464 = xor i32 %460, 32, !dbg !28
  %465 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %464, !dbg !28
  %466 = load <8 x bfloat>, ptr addrspace(3) %465, align 16, !dbg !28
  %467 = xor i32 %460, 16, !dbg !28
  %468 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %467, !dbg !28
  %469 = load <8 x bfloat>, ptr addrspace(3) %468, align 16, !dbg !28
  %470 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %460, !dbg !28
  %471 = load <8 x bfloat>, ptr addrspace(3) %470, align 16, !dbg !28
  %472 = insertelement <8 x float> poison, float %427, i64 0, !dbg !34
  %473 = insertelement <8 x float> %472, float %428, i64 1, !dbg !34
  %474 = insertelement <8 x float> %473, float %429, i64 2, !dbg !34
  %475 = insertelement <8 x float> %474, float %430, i64 3, !dbg !34
  %476 = insertelement <8 x float> %475, float %431, i64 4, !dbg !34
  %477 = insertelement <8 x float> %476, float %432, i64 5, !dbg !34
  %478 = insertelement <8 x float> %477, float %433, i64 6, !dbg !34
  %479 = insertelement <8 x float> %478, float %434, i64 7, !dbg !34
  %480 = shufflevector <8 x bfloat> %471, <8 x bfloat> %469, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !34
  %481 = bitcast <16 x bfloat> %480 to <16 x i16>, !dbg !34
  %482 = shufflevector <8 x bfloat> %456, <8 x bfloat> %454, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !34
  %483 = bitcast <16 x bfloat> %482 to <16 x i16>, !dbg !34
  %484 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32.v16i16(<16 x i16> %483, <16 x i16> %481, <8 x float> %479), !dbg !34
  %485 = shufflevector <8 x bfloat> %466, <8 x bfloat> %463, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !34
  %486 = bitcast <16 x bfloat> %485 to <16 x i16>, !dbg !34
  %487 = shufflevector <8 x bfloat> %451, <8 x bfloat> %448, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !34
  %488 = bitcast <16 x bfloat> %487 to <16 x i16>, !dbg !34
  %489 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32.v16i16(<16 x i16> %488, <16 x i16> %486, <8 x float> %484), !dbg !34
  %490 = extractelement <8 x float> %489, i64 0, !dbg !34
  %491 = extractelement <8 x float> %489, i64 1, !dbg !34
  %492 = extractelement <8 x float> %489, i64 2, !dbg !34
  %493 = extractelement <8 x float> %489, i64 3, !dbg !34
  %494 = extractelement <8 x float> %489, i64 4, !dbg !34
  %495 = extractelement <8 x float> %489, i64 5, !dbg !34
  %496 = extractelement <8 x float> %489, i64 6, !dbg !34
  %497 = extractelement <8 x float> %489, i64 7, !dbg !34
  br label %._crit_edge._crit_edge, !dbg !34

._crit_edge._crit_edge:                           ; preds = %._crit_edge, %435
  %498 = phi float [ %497, %435 ], [ %434, %._crit_edge ], !dbg !25
  %499 = phi float [ %496, %435 ], [ %433, %._crit_edge ], !dbg !25
  %500 = phi float [ %495, %435 ], [ %432, %._crit_edge ], !dbg !25
  %501 = phi float [ %494, %435 ], [ %431, %._crit_edge ], !dbg !25
  %502 = phi float [ %493, %435 ], [ %430, %._crit_edge ], !dbg !25
  %503 = phi float [ %492, %435 ], [ %429, %._crit_edge ], !dbg !25
  %504 = phi float [ %491, %435 ], [ %428, %._crit_edge ], !dbg !25
  %505 = phi float [ %490, %435 ], [ %427, %._crit_edge ], !dbg !25
  %506 = lshr i32 %15, 4, !dbg !15
  %507 = and i32 %506, 1, !dbg !15
  %508 = lshr exact i32 %40, 1, !dbg !15
  %509 = or disjoint i32 %508, %507, !dbg !15
  %510 = or disjoint i32 %509, 14, !dbg !15
  %511 = or disjoint i32 %510, %50, !dbg !16
  %512 = or disjoint i32 %509, 12, !dbg !15
  %513 = or disjoint i32 %512, %50, !dbg !16
  %514 = or disjoint i32 %509, 10, !dbg !15
  %515 = or disjoint i32 %514, %50, !dbg !16
  %516 = or disjoint i32 %509, 8, !dbg !15
  %517 = or disjoint i32 %516, %50, !dbg !16
  %518 = or disjoint i32 %509, 6, !dbg !15
  %519 = or disjoint i32 %518, %50, !dbg !16
  %520 = or disjoint i32 %509, 4, !dbg !15
  %521 = or disjoint i32 %520, %50, !dbg !16
  %522 = or disjoint i32 %509, 2, !dbg !15
  %523 = or disjoint i32 %522, %50, !dbg !16
  %524 = or disjoint i32 %509, %50, !dbg !16
  %525 = lshr exact i32 %23, 2, !dbg !15
  %526 = or disjoint i32 %525, %22, !dbg !15
  %527 = or disjoint i32 %526, %19, !dbg !14
  %528 = icmp slt i32 %527, %3, !dbg !35
  %529 = icmp slt i32 %524, %4, !dbg !36
  %530 = icmp slt i32 %523, %4, !dbg !36
  %531 = icmp slt i32 %521, %4, !dbg !36
  %532 = icmp slt i32 %519, %4, !dbg !36
  %533 = icmp slt i32 %517, %4, !dbg !36
  %534 = icmp slt i32 %515, %4, !dbg !36
  %535 = icmp slt i32 %513, %4, !dbg !36
  %536 = icmp slt i32 %511, %4, !dbg !36
  %537 = and i1 %528, %529, !dbg !37
  %538 = and i1 %528, %530, !dbg !37
  %539 = and i1 %528, %531, !dbg !37
  %540 = and i1 %528, %532, !dbg !37
  %541 = and i1 %528, %533, !dbg !37
  %542 = and i1 %528, %534, !dbg !37
  %543 = and i1 %528, %535, !dbg !37
  %544 = and i1 %528, %536, !dbg !37
  %545 = mul i32 %10, %19, !dbg !38
  %546 = mul i32 %526, %10, !dbg !38
  %547 = mul i32 %11, %50, !dbg !38
  %548 = mul i32 %509, %11, !dbg !38
  %549 = mul i32 %522, %11, !dbg !38
  %550 = mul i32 %520, %11, !dbg !38
  %551 = mul i32 %518, %11, !dbg !38
  %552 = mul i32 %516, %11, !dbg !38
  %553 = mul i32 %514, %11, !dbg !38
  %554 = mul i32 %512, %11, !dbg !38
  %555 = mul i32 %510, %11, !dbg !38
  %556 = add i32 %547, %545, !dbg !38
  %557 = add i32 %546, %556, !dbg !38
  %558 = add i32 %557, %548, !dbg !38
  %559 = add i32 %557, %549, !dbg !38
  %560 = add i32 %557, %550, !dbg !38
  %561 = add i32 %557, %551, !dbg !38
  %562 = add i32 %557, %552, !dbg !38
  %563 = add i32 %557, %553, !dbg !38
  %564 = add i32 %557, %554, !dbg !38
  %565 = add i32 %557, %555, !dbg !38
  %566 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %2, i16 0, i64 2147483646, i32 822243328), !dbg !12
  %567 = shl i32 %558, 2, !dbg !12
  %568 = select i1 %537, i32 %567, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %505, ptr addrspace(8) %566, i32 %568, i32 0, i32 0), !dbg !12
  %569 = shl i32 %559, 2, !dbg !12
  %570 = select i1 %538, i32 %569, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %504, ptr addrspace(8) %566, i32 %570, i32 0, i32 0), !dbg !12
  %571 = shl i32 %560, 2, !dbg !12
  %572 = select i1 %539, i32 %571, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %503, ptr addrspace(8) %566, i32 %572, i32 0, i32 0), !dbg !12
  %573 = shl i32 %561, 2, !dbg !12
  %574 = select i1 %540, i32 %573, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %502, ptr addrspace(8) %566, i32 %574, i32 0, i32 0), !dbg !12
  %575 = shl i32 %562, 2, !dbg !12
  %576 = select i1 %541, i32 %575, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %501, ptr addrspace(8) %566, i32 %576, i32 0, i32 0), !dbg !12
  %577 = shl i32 %563, 2, !dbg !12
  %578 = select i1 %542, i32 %577, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %500, ptr addrspace(8) %566, i32 %578, i32 0, i32 0), !dbg !12
  %579 = shl i32 %564, 2, !dbg !12
  %580 = select i1 %543, i32 %579, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %499, ptr addrspace(8) %566, i32 %580, i32 0, i32 0), !dbg !12
  %581 = shl i32 %565, 2, !dbg !12
  %582 = select i1 %544, i32 %581, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %498, ptr addrspace(8) %566, i32 %582, i32 0, i32 0), !dbg !12
  ret void, !dbg !39
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32.v16i16(<16 x i16>, <16 x i16>, <8 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.f32(float, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #6

attributes #0 = { norecurse nounwind "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "matmul_k", linkageName: "matmul_k", scope: !1, file: !1, line: 180, type: !5, scopeLine: 180, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !11, !11, !11, !11, !11, !11, !11, !11, !11, !7, !7}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DILocation(line: 192, column: 5, scope: !4)
!13 = !DILocation(line: 190, column: 14, scope: !4)
!14 = !DILocation(line: 183, column: 10, scope: !4)
!15 = !DILocation(line: 183, column: 34, scope: !4)
!16 = !DILocation(line: 184, column: 10, scope: !4)
!17 = !DILocation(line: 43, column: 13, scope: !18, inlinedAt: !20)
!18 = distinct !DILexicalBlockFile(scope: !4, file: !19, discriminator: 0)
!19 = !DIFile(filename: "standard.py", directory: ".")
!20 = !DILocation(line: 187, column: 23, scope: !21)
!21 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!22 = !DILocation(line: 189, column: 71, scope: !4)
!23 = !DILocation(line: 189, column: 22, scope: !4)
!24 = !DILocation(line: 190, column: 91, scope: !4)
!25 = !DILocation(line: 187, column: 5, scope: !4)
!26 = !DILocation(line: 189, column: 91, scope: !4)
!27 = !DILocation(line: 189, column: 70, scope: !4)
!28 = !DILocation(line: 189, column: 14, scope: !4)
!29 = !DILocation(line: 190, column: 71, scope: !4)
!30 = !DILocation(line: 190, column: 70, scope: !4)
!31 = !DILocation(line: 190, column: 22, scope: !4)
!32 = !DILocation(line: 43, column: 12, scope: !18, inlinedAt: !20)
!33 = !DILocation(line: 188, column: 14, scope: !4)
!34 = !DILocation(line: 191, column: 16, scope: !4)
!35 = !DILocation(line: 192, column: 91, scope: !4)
!36 = !DILocation(line: 192, column: 111, scope: !4)
!37 = !DILocation(line: 192, column: 90, scope: !4)
!38 = !DILocation(line: 192, column: 14, scope: !4)
!39 = !DILocation(line: 180, column: 1, scope: !4)
