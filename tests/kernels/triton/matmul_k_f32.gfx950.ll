; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.50-amd-amdhsa"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define amdgpu_kernel void @matmul_k(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree readonly captures(none) %1, ptr addrspace(1) inreg nofree writeonly captures(none) %2, i32 inreg %3, i32 inreg %4, i32 inreg %5, i32 inreg %6, i32 inreg %7, i32 inreg %8, i32 inreg %9, i32 inreg %10, i32 inreg %11, ptr addrspace(1) inreg nofree readnone captures(none) %12, ptr addrspace(1) inreg nofree readnone captures(none) %13) local_unnamed_addr #0 !dbg !4 {
  %15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !12
  %16 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %15), !dbg !12
  %17 = lshr i32 %16, 6, !dbg !12
  %18 = and i32 %17, 3, !dbg !12
  %19 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !13
  %20 = shl i32 %19, 5, !dbg !13
  %21 = and i32 %15, 63, !dbg !14
  %22 = shl nuw nsw i32 %18, 6, !dbg !14
  %23 = or disjoint i32 %22, %21, !dbg !14
  %24 = and i32 %15, 31, !dbg !14
  %25 = lshr i32 %23, 5, !dbg !14
  %26 = or disjoint i32 %25, 8, !dbg !14
  %27 = or disjoint i32 %25, 16, !dbg !14
  %28 = or disjoint i32 %25, 24, !dbg !14
  %29 = lshr i32 %15, 3, !dbg !14
  %30 = and i32 %29, 4, !dbg !14
  %31 = or disjoint i32 %25, %20, !dbg !13
  %32 = or disjoint i32 %26, %20, !dbg !13
  %33 = or disjoint i32 %27, %20, !dbg !13
  %34 = or disjoint i32 %28, %20, !dbg !13
  %35 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !15
  %36 = shl i32 %35, 5, !dbg !15
  %37 = or disjoint i32 %36, %24, !dbg !15
  %38 = add i32 %5, 31, !dbg !16
  %39 = icmp slt i32 %31, %3, !dbg !21
  %40 = icmp slt i32 %32, %3, !dbg !21
  %41 = icmp slt i32 %33, %3, !dbg !21
  %42 = icmp slt i32 %34, %3, !dbg !21
  %43 = mul i32 %6, %20, !dbg !22
  %44 = icmp slt i32 %37, %4, !dbg !23
  %45 = icmp sgt i32 %38, 31, !dbg !24
  %46 = icmp slt i32 %24, %5, !dbg !25
  %47 = and i1 %46, %39, !dbg !26
  %48 = and i1 %46, %40, !dbg !26
  %49 = and i1 %46, %41, !dbg !26
  %50 = and i1 %46, %42, !dbg !26
  %51 = mul i32 %25, %6, !dbg !22
  %52 = mul i32 %26, %6, !dbg !22
  %53 = mul i32 %27, %6, !dbg !22
  %54 = mul i32 %28, %6, !dbg !22
  %55 = mul i32 %7, %24, !dbg !22
  %56 = add i32 %51, %55, !dbg !22
  %57 = add i32 %52, %55, !dbg !22
  %58 = add i32 %53, %55, !dbg !22
  %59 = add i32 %54, %55, !dbg !22
  %60 = add i32 %56, %43, !dbg !22
  %61 = add i32 %57, %43, !dbg !22
  %62 = add i32 %58, %43, !dbg !22
  %63 = add i32 %59, %43, !dbg !22
  %64 = and i1 %45, %47, !dbg !24
  %65 = and i1 %45, %48, !dbg !24
  %66 = and i1 %45, %49, !dbg !24
  %67 = and i1 %45, %50, !dbg !24
  %68 = xor i32 %23, %18, !dbg !27
  %69 = sub nsw i32 %68, %23, !dbg !27
  %70 = xor i32 %68, 260, !dbg !27
  %71 = xor i32 %68, 772, !dbg !27
  %72 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744), !dbg !27
  %73 = shl nuw nsw i32 %18, 8, !dbg !27
  %74 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %73, !dbg !27
  %75 = add nsw i32 %69, %21, !dbg !27
  %76 = shl nsw i32 %75, 2, !dbg !27
  %77 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %76, i32 %60), !dbg !27
  %78 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %64), !dbg !27
  %79 = zext i32 %75 to i64, !dbg !27
  %80 = lshr i64 %78, %79, !dbg !27
  %81 = trunc i64 %80 to i1, !dbg !27
  %82 = shl i32 %77, 2, !dbg !27
  %83 = select i1 %81, i32 %82, i32 -2147483648, !dbg !27
  tail call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %72, ptr addrspace(3) %74, i32 4, i32 %83, i32 0, i32 0, i32 0), !dbg !27, !alias.scope !28
  %84 = or disjoint i32 %73, 1024, !dbg !27
  %85 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %84, !dbg !27
  %reass.sub = sub nuw nsw i32 %70, %22, !dbg !27
  %86 = add nsw i32 %reass.sub, -256, !dbg !27
  %87 = shl nsw i32 %86, 2, !dbg !27
  %88 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %87, i32 %61), !dbg !27
  %89 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %65), !dbg !27
  %90 = zext i32 %86 to i64, !dbg !27
  %91 = lshr i64 %89, %90, !dbg !27
  %92 = trunc i64 %91 to i1, !dbg !27
  %93 = shl i32 %88, 2, !dbg !27
  %94 = select i1 %92, i32 %93, i32 -2147483648, !dbg !27
  tail call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %72, ptr addrspace(3) nonnull %85, i32 4, i32 %94, i32 0, i32 0, i32 0), !dbg !27, !alias.scope !28
  %95 = or disjoint i32 %73, 2048, !dbg !27
  %96 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %95, !dbg !27
  %97 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %76, i32 %62), !dbg !27
  %98 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %66), !dbg !27
  %99 = lshr i64 %98, %79, !dbg !27
  %100 = trunc i64 %99 to i1, !dbg !27
  %101 = shl i32 %97, 2, !dbg !27
  %102 = select i1 %100, i32 %101, i32 -2147483648, !dbg !27
  tail call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %72, ptr addrspace(3) nonnull %96, i32 4, i32 %102, i32 0, i32 0, i32 0), !dbg !27, !alias.scope !28
  %103 = or disjoint i32 %73, 3072, !dbg !27
  %104 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %103, !dbg !27
  %reass.sub7 = sub nuw nsw i32 %71, %22, !dbg !27
  %105 = add nsw i32 %reass.sub7, -768, !dbg !27
  %106 = shl nsw i32 %105, 2, !dbg !27
  %107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %106, i32 %63), !dbg !27
  %108 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %67), !dbg !27
  %109 = zext i32 %105 to i64, !dbg !27
  %110 = lshr i64 %108, %109, !dbg !27
  %111 = trunc i64 %110 to i1, !dbg !27
  %112 = shl i32 %107, 2, !dbg !27
  %113 = select i1 %111, i32 %112, i32 -2147483648, !dbg !27
  tail call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %72, ptr addrspace(3) nonnull %104, i32 4, i32 %113, i32 0, i32 0, i32 0), !dbg !27, !alias.scope !28
  tail call void @llvm.amdgcn.asyncmark(), !dbg !27
  %114 = icmp slt i32 %25, %5, !dbg !31
  %115 = icmp slt i32 %26, %5, !dbg !31
  %116 = icmp slt i32 %27, %5, !dbg !31
  %117 = icmp slt i32 %28, %5, !dbg !31
  %118 = and i1 %44, %114, !dbg !32
  %119 = and i1 %44, %115, !dbg !32
  %120 = and i1 %44, %116, !dbg !32
  %121 = and i1 %44, %117, !dbg !32
  %122 = mul i32 %25, %8, !dbg !33
  %123 = mul i32 %26, %8, !dbg !33
  %124 = mul i32 %27, %8, !dbg !33
  %125 = mul i32 %28, %8, !dbg !33
  %126 = mul i32 %9, %36, !dbg !33
  %127 = mul i32 %9, %24, !dbg !33
  %128 = add i32 %122, %127, !dbg !33
  %129 = add i32 %123, %127, !dbg !33
  %130 = add i32 %124, %127, !dbg !33
  %131 = add i32 %125, %127, !dbg !33
  %132 = add i32 %128, %126, !dbg !33
  %133 = add i32 %129, %126, !dbg !33
  %134 = add i32 %130, %126, !dbg !33
  %135 = add i32 %131, %126, !dbg !33
  %136 = and i1 %45, %118, !dbg !24
  %137 = and i1 %45, %119, !dbg !24
  %138 = and i1 %45, %120, !dbg !24
  %139 = and i1 %45, %121, !dbg !24
  %140 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 159744), !dbg !34
  %141 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %73, !dbg !34
  %142 = shl i32 %132, 2, !dbg !34
  %143 = select i1 %136, i32 %142, i32 -2147483648, !dbg !34
  tail call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %140, ptr addrspace(3) %141, i32 4, i32 %143, i32 0, i32 0, i32 0), !dbg !34, !alias.scope !28
  %144 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %84, !dbg !34
  %145 = shl i32 %133, 2, !dbg !34
  %146 = select i1 %137, i32 %145, i32 -2147483648, !dbg !34
  tail call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %140, ptr addrspace(3) nonnull %144, i32 4, i32 %146, i32 0, i32 0, i32 0), !dbg !34, !alias.scope !28
  %147 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %95, !dbg !34
  %148 = shl i32 %134, 2, !dbg !34
  %149 = select i1 %138, i32 %148, i32 -2147483648, !dbg !34
  tail call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %140, ptr addrspace(3) nonnull %147, i32 4, i32 %149, i32 0, i32 0, i32 0), !dbg !34, !alias.scope !28
  %150 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %103, !dbg !34
  %151 = shl i32 %135, 2, !dbg !34
  %152 = select i1 %139, i32 %151, i32 -2147483648, !dbg !34
  tail call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %140, ptr addrspace(3) nonnull %150, i32 4, i32 %152, i32 0, i32 0, i32 0), !dbg !34, !alias.scope !28
  tail call void @llvm.amdgcn.asyncmark(), !dbg !34
  %153 = icmp sgt i32 %38, 63, !dbg !24
  br i1 %153, label %.lr.ph, label %._crit_edge, !dbg !24

.lr.ph:                                           ; preds = %14
  %154 = lshr i32 %38, 5, !dbg !35
  %155 = shl nuw nsw i32 %24, 7
  %156 = shl nuw nsw i32 %15, 1
  %157 = and i32 %156, 28
  %158 = xor i32 %157, %30
  %159 = or disjoint i32 %158, %155
  %160 = xor i32 %159, 8
  %161 = xor i32 %159, 16
  %162 = xor i32 %159, 24
  %163 = shl nuw nsw i32 %21, 2
  %164 = add nsw i32 %154, -2
  br label %165, !dbg !24

165:                                              ; preds = %.lr.ph, %165
  %166 = phi ptr addrspace(3) [ getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), %.lr.ph ], [ %299, %165 ]
  %167 = phi ptr addrspace(3) [ @global_smem, %.lr.ph ], [ %208, %165 ]
  %168 = phi i32 [ 0, %.lr.ph ], [ %188, %165 ]
  %169 = phi float [ 0.000000e+00, %.lr.ph ], [ %392, %165 ]
  %170 = phi float [ 0.000000e+00, %.lr.ph ], [ %393, %165 ]
  %171 = phi float [ 0.000000e+00, %.lr.ph ], [ %394, %165 ]
  %172 = phi float [ 0.000000e+00, %.lr.ph ], [ %395, %165 ]
  %173 = phi float [ 0.000000e+00, %.lr.ph ], [ %396, %165 ]
  %174 = phi float [ 0.000000e+00, %.lr.ph ], [ %397, %165 ]
  %175 = phi float [ 0.000000e+00, %.lr.ph ], [ %398, %165 ]
  %176 = phi float [ 0.000000e+00, %.lr.ph ], [ %399, %165 ]
  %177 = phi float [ 0.000000e+00, %.lr.ph ], [ %400, %165 ]
  %178 = phi float [ 0.000000e+00, %.lr.ph ], [ %401, %165 ]
  %179 = phi float [ 0.000000e+00, %.lr.ph ], [ %402, %165 ]
  %180 = phi float [ 0.000000e+00, %.lr.ph ], [ %403, %165 ]
  %181 = phi float [ 0.000000e+00, %.lr.ph ], [ %404, %165 ]
  %182 = phi float [ 0.000000e+00, %.lr.ph ], [ %405, %165 ]
  %183 = phi float [ 0.000000e+00, %.lr.ph ], [ %406, %165 ]
  %184 = phi float [ 0.000000e+00, %.lr.ph ], [ %407, %165 ]
  %185 = phi i32 [ 0, %.lr.ph ], [ %189, %165 ]
  tail call void @llvm.amdgcn.wait.asyncmark(i16 0), !dbg !27
  fence syncscope("workgroup") release, !dbg !27, !mmra !36
  tail call void @llvm.amdgcn.s.barrier(), !dbg !27
  fence syncscope("workgroup") acquire, !dbg !27, !mmra !36
  %186 = add i32 %168, 1, !dbg !24
  %187 = icmp slt i32 %186, 2, !dbg !24
  %188 = select i1 %187, i32 %186, i32 0, !dbg !24
  %189 = add nuw nsw i32 %185, 1, !dbg !24
  %190 = shl nuw nsw i32 %189, 5, !dbg !37
  %191 = or disjoint i32 %190, %25, !dbg !37
  %192 = or disjoint i32 %190, %26, !dbg !37
  %193 = or disjoint i32 %190, %27, !dbg !37
  %194 = or disjoint i32 %190, %28, !dbg !37
  %195 = or disjoint i32 %190, %24, !dbg !37
  %196 = icmp slt i32 %195, %5, !dbg !25
  %197 = and i1 %39, %196, !dbg !26
  %198 = and i1 %40, %196, !dbg !26
  %199 = and i1 %41, %196, !dbg !26
  %200 = and i1 %42, %196, !dbg !26
  %201 = mul i32 %190, %7, !dbg !22
  %202 = add i32 %201, %43, !dbg !22
  %203 = add i32 %202, %56, !dbg !22
  %204 = add i32 %202, %57, !dbg !22
  %205 = add i32 %202, %58, !dbg !22
  %206 = add i32 %202, %59, !dbg !22
  %207 = shl i32 %188, 10, !dbg !27
  %208 = getelementptr [4 x i8], ptr addrspace(3) @global_smem, i32 %207, !dbg !27
  %209 = getelementptr inbounds nuw i8, ptr addrspace(3) %208, i32 %73, !dbg !27
  %210 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %76, i32 %203), !dbg !27
  %211 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %197), !dbg !27
  %212 = lshr i64 %211, %79, !dbg !27
  %213 = trunc i64 %212 to i1, !dbg !27
  %214 = shl i32 %210, 2, !dbg !27
  %215 = select i1 %213, i32 %214, i32 -2147483648, !dbg !27
  tail call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %72, ptr addrspace(3) %209, i32 4, i32 %215, i32 0, i32 0, i32 0), !dbg !27, !alias.scope !28
  %216 = getelementptr inbounds nuw i8, ptr addrspace(3) %208, i32 %84, !dbg !27
  %217 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %87, i32 %204), !dbg !27
  %218 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %198), !dbg !27
  %219 = lshr i64 %218, %90, !dbg !27
  %220 = trunc i64 %219 to i1, !dbg !27
  %221 = shl i32 %217, 2, !dbg !27
  %222 = select i1 %220, i32 %221, i32 -2147483648, !dbg !27
  tail call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %72, ptr addrspace(3) nonnull %216, i32 4, i32 %222, i32 0, i32 0, i32 0), !dbg !27, !alias.scope !28
  %223 = getelementptr inbounds nuw i8, ptr addrspace(3) %208, i32 %95, !dbg !27
  %224 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %76, i32 %205), !dbg !27
  %225 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %199), !dbg !27
  %226 = lshr i64 %225, %79, !dbg !27
  %227 = trunc i64 %226 to i1, !dbg !27
  %228 = shl i32 %224, 2, !dbg !27
  %229 = select i1 %227, i32 %228, i32 -2147483648, !dbg !27
  tail call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %72, ptr addrspace(3) nonnull %223, i32 4, i32 %229, i32 0, i32 0, i32 0), !dbg !27, !alias.scope !28
  %230 = getelementptr inbounds nuw i8, ptr addrspace(3) %208, i32 %103, !dbg !27
  %231 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %106, i32 %206), !dbg !27
  %232 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %200), !dbg !27
  %233 = lshr i64 %232, %109, !dbg !27
  %234 = trunc i64 %233 to i1, !dbg !27
  %235 = shl i32 %231, 2, !dbg !27
  %236 = select i1 %234, i32 %235, i32 -2147483648, !dbg !27
  tail call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %72, ptr addrspace(3) nonnull %230, i32 4, i32 %236, i32 0, i32 0, i32 0), !dbg !27, !alias.scope !28
  tail call void @llvm.amdgcn.asyncmark(), !dbg !27
  %237 = getelementptr inbounds nuw i8, ptr addrspace(3) %167, i32 %159, !dbg !27
  %238 = load <1 x float>, ptr addrspace(3) %237, align 4, !dbg !27, !alias.scope !38, !noalias !28
  %239 = extractelement <1 x float> %238, i64 0, !dbg !27
  %240 = getelementptr inbounds nuw i8, ptr addrspace(3) %237, i32 32, !dbg !27
  %241 = load <1 x float>, ptr addrspace(3) %240, align 4, !dbg !27, !alias.scope !38, !noalias !28
  %242 = extractelement <1 x float> %241, i64 0, !dbg !27
  %243 = getelementptr inbounds nuw i8, ptr addrspace(3) %237, i32 64, !dbg !27
  %244 = load <1 x float>, ptr addrspace(3) %243, align 4, !dbg !27, !alias.scope !38, !noalias !28
  %245 = extractelement <1 x float> %244, i64 0, !dbg !27
  %246 = getelementptr inbounds nuw i8, ptr addrspace(3) %237, i32 96, !dbg !27
  %247 = load <1 x float>, ptr addrspace(3) %246, align 4, !dbg !27, !alias.scope !38, !noalias !28
  %248 = extractelement <1 x float> %247, i64 0, !dbg !27
  %249 = getelementptr inbounds nuw i8, ptr addrspace(3) %167, i32 %160, !dbg !27
  %250 = load <1 x float>, ptr addrspace(3) %249, align 4, !dbg !27, !alias.scope !38, !noalias !28
  %251 = extractelement <1 x float> %250, i64 0, !dbg !27
  %252 = getelementptr inbounds nuw i8, ptr addrspace(3) %249, i32 32, !dbg !27
  %253 = load <1 x float>, ptr addrspace(3) %252, align 4, !dbg !27, !alias.scope !38, !noalias !28
  %254 = extractelement <1 x float> %253, i64 0, !dbg !27
  %255 = getelementptr inbounds nuw i8, ptr addrspace(3) %249, i32 64, !dbg !27
  %256 = load <1 x float>, ptr addrspace(3) %255, align 4, !dbg !27, !alias.scope !38, !noalias !28
  %257 = extractelement <1 x float> %256, i64 0, !dbg !27
  %258 = getelementptr inbounds nuw i8, ptr addrspace(3) %249, i32 96, !dbg !27
  %259 = load <1 x float>, ptr addrspace(3) %258, align 4, !dbg !27, !alias.scope !38, !noalias !28
  %260 = extractelement <1 x float> %259, i64 0, !dbg !27
  %261 = getelementptr inbounds nuw i8, ptr addrspace(3) %167, i32 %161, !dbg !27
  %262 = load <1 x float>, ptr addrspace(3) %261, align 4, !dbg !27, !alias.scope !38, !noalias !28
  %263 = extractelement <1 x float> %262, i64 0, !dbg !27
  %264 = getelementptr inbounds nuw i8, ptr addrspace(3) %261, i32 32, !dbg !27
  %265 = load <1 x float>, ptr addrspace(3) %264, align 4, !dbg !27, !alias.scope !38, !noalias !28
  %266 = extractelement <1 x float> %265, i64 0, !dbg !27
  %267 = getelementptr inbounds nuw i8, ptr addrspace(3) %261, i32 64, !dbg !27
  %268 = load <1 x float>, ptr addrspace(3) %267, align 4, !dbg !27, !alias.scope !38, !noalias !28
  %269 = extractelement <1 x float> %268, i64 0, !dbg !27
  %270 = getelementptr inbounds nuw i8, ptr addrspace(3) %261, i32 96, !dbg !27
  %271 = load <1 x float>, ptr addrspace(3) %270, align 4, !dbg !27, !alias.scope !38, !noalias !28
  %272 = extractelement <1 x float> %271, i64 0, !dbg !27
  %273 = getelementptr inbounds nuw i8, ptr addrspace(3) %167, i32 %162, !dbg !27
  %274 = load <1 x float>, ptr addrspace(3) %273, align 4, !dbg !27, !alias.scope !38, !noalias !28
  %275 = extractelement <1 x float> %274, i64 0, !dbg !27
  %276 = getelementptr inbounds nuw i8, ptr addrspace(3) %273, i32 32, !dbg !27
  %277 = load <1 x float>, ptr addrspace(3) %276, align 4, !dbg !27, !alias.scope !38, !noalias !28
  %278 = extractelement <1 x float> %277, i64 0, !dbg !27
  %279 = getelementptr inbounds nuw i8, ptr addrspace(3) %273, i32 64, !dbg !27
  %280 = load <1 x float>, ptr addrspace(3) %279, align 4, !dbg !27, !alias.scope !38, !noalias !28
  %281 = extractelement <1 x float> %280, i64 0, !dbg !27
  %282 = getelementptr inbounds nuw i8, ptr addrspace(3) %273, i32 96, !dbg !27
  %283 = load <1 x float>, ptr addrspace(3) %282, align 4, !dbg !27, !alias.scope !38, !noalias !28
  %284 = extractelement <1 x float> %283, i64 0, !dbg !27
  %285 = icmp slt i32 %191, %5, !dbg !31
  %286 = icmp slt i32 %192, %5, !dbg !31
  %287 = icmp slt i32 %193, %5, !dbg !31
  %288 = icmp slt i32 %194, %5, !dbg !31
  %289 = and i1 %44, %285, !dbg !32
  %290 = and i1 %44, %286, !dbg !32
  %291 = and i1 %44, %287, !dbg !32
  %292 = and i1 %44, %288, !dbg !32
  %293 = mul i32 %190, %8, !dbg !33
  %294 = add i32 %293, %126, !dbg !33
  %295 = add i32 %294, %128, !dbg !33
  %296 = add i32 %294, %129, !dbg !33
  %297 = add i32 %294, %130, !dbg !33
  %298 = add i32 %294, %131, !dbg !33
  %299 = getelementptr [4 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %207, !dbg !34
  %300 = getelementptr inbounds nuw i8, ptr addrspace(3) %299, i32 %73, !dbg !34
  %301 = shl i32 %295, 2, !dbg !34
  %302 = select i1 %289, i32 %301, i32 -2147483648, !dbg !34
  tail call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %140, ptr addrspace(3) %300, i32 4, i32 %302, i32 0, i32 0, i32 0), !dbg !34, !alias.scope !28
  %303 = getelementptr inbounds nuw i8, ptr addrspace(3) %299, i32 %84, !dbg !34
  %304 = shl i32 %296, 2, !dbg !34
  %305 = select i1 %290, i32 %304, i32 -2147483648, !dbg !34
  tail call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %140, ptr addrspace(3) nonnull %303, i32 4, i32 %305, i32 0, i32 0, i32 0), !dbg !34, !alias.scope !28
  %306 = getelementptr inbounds nuw i8, ptr addrspace(3) %299, i32 %95, !dbg !34
  %307 = shl i32 %297, 2, !dbg !34
  %308 = select i1 %291, i32 %307, i32 -2147483648, !dbg !34
  tail call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %140, ptr addrspace(3) nonnull %306, i32 4, i32 %308, i32 0, i32 0, i32 0), !dbg !34, !alias.scope !28
  %309 = getelementptr inbounds nuw i8, ptr addrspace(3) %299, i32 %103, !dbg !34
  %310 = shl i32 %298, 2, !dbg !34
  %311 = select i1 %292, i32 %310, i32 -2147483648, !dbg !34
  tail call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %140, ptr addrspace(3) nonnull %309, i32 4, i32 %311, i32 0, i32 0, i32 0), !dbg !34, !alias.scope !28
  tail call void @llvm.amdgcn.asyncmark(), !dbg !34
  %312 = getelementptr inbounds nuw i8, ptr addrspace(3) %166, i32 %163, !dbg !34
  %313 = load <1 x float>, ptr addrspace(3) %312, align 4, !dbg !34, !alias.scope !38, !noalias !28
  %314 = extractelement <1 x float> %313, i64 0, !dbg !34
  %315 = getelementptr inbounds nuw i8, ptr addrspace(3) %312, i32 256, !dbg !34
  %316 = load <1 x float>, ptr addrspace(3) %315, align 4, !dbg !34, !alias.scope !38, !noalias !28
  %317 = extractelement <1 x float> %316, i64 0, !dbg !34
  %318 = getelementptr inbounds nuw i8, ptr addrspace(3) %312, i32 512, !dbg !34
  %319 = load <1 x float>, ptr addrspace(3) %318, align 4, !dbg !34, !alias.scope !38, !noalias !28
  %320 = extractelement <1 x float> %319, i64 0, !dbg !34
  %321 = getelementptr inbounds nuw i8, ptr addrspace(3) %312, i32 768, !dbg !34
  %322 = load <1 x float>, ptr addrspace(3) %321, align 4, !dbg !34, !alias.scope !38, !noalias !28
  %323 = extractelement <1 x float> %322, i64 0, !dbg !34
  %324 = getelementptr inbounds nuw i8, ptr addrspace(3) %312, i32 1024, !dbg !34
  %325 = load <1 x float>, ptr addrspace(3) %324, align 4, !dbg !34, !alias.scope !38, !noalias !28
  %326 = extractelement <1 x float> %325, i64 0, !dbg !34
  %327 = getelementptr inbounds nuw i8, ptr addrspace(3) %312, i32 1280, !dbg !34
  %328 = load <1 x float>, ptr addrspace(3) %327, align 4, !dbg !34, !alias.scope !38, !noalias !28
  %329 = extractelement <1 x float> %328, i64 0, !dbg !34
  %330 = getelementptr inbounds nuw i8, ptr addrspace(3) %312, i32 1536, !dbg !34
  %331 = load <1 x float>, ptr addrspace(3) %330, align 4, !dbg !34, !alias.scope !38, !noalias !28
  %332 = extractelement <1 x float> %331, i64 0, !dbg !34
  %333 = getelementptr inbounds nuw i8, ptr addrspace(3) %312, i32 1792, !dbg !34
  %334 = load <1 x float>, ptr addrspace(3) %333, align 4, !dbg !34, !alias.scope !38, !noalias !28
  %335 = extractelement <1 x float> %334, i64 0, !dbg !34
  %336 = getelementptr inbounds nuw i8, ptr addrspace(3) %312, i32 2048, !dbg !34
  %337 = load <1 x float>, ptr addrspace(3) %336, align 4, !dbg !34, !alias.scope !38, !noalias !28
  %338 = extractelement <1 x float> %337, i64 0, !dbg !34
  %339 = getelementptr inbounds nuw i8, ptr addrspace(3) %312, i32 2304, !dbg !34
  %340 = load <1 x float>, ptr addrspace(3) %339, align 4, !dbg !34, !alias.scope !38, !noalias !28
  %341 = extractelement <1 x float> %340, i64 0, !dbg !34
  %342 = getelementptr inbounds nuw i8, ptr addrspace(3) %312, i32 2560, !dbg !34
  %343 = load <1 x float>, ptr addrspace(3) %342, align 4, !dbg !34, !alias.scope !38, !noalias !28
  %344 = extractelement <1 x float> %343, i64 0, !dbg !34
  %345 = getelementptr inbounds nuw i8, ptr addrspace(3) %312, i32 2816, !dbg !34
  %346 = load <1 x float>, ptr addrspace(3) %345, align 4, !dbg !34, !alias.scope !38, !noalias !28
  %347 = extractelement <1 x float> %346, i64 0, !dbg !34
  %348 = getelementptr inbounds nuw i8, ptr addrspace(3) %312, i32 3072, !dbg !34
  %349 = load <1 x float>, ptr addrspace(3) %348, align 4, !dbg !34, !alias.scope !38, !noalias !28
  %350 = extractelement <1 x float> %349, i64 0, !dbg !34
  %351 = getelementptr inbounds nuw i8, ptr addrspace(3) %312, i32 3328, !dbg !34
  %352 = load <1 x float>, ptr addrspace(3) %351, align 4, !dbg !34, !alias.scope !38, !noalias !28
  %353 = extractelement <1 x float> %352, i64 0, !dbg !34
  %354 = getelementptr inbounds nuw i8, ptr addrspace(3) %312, i32 3584, !dbg !34
  %355 = load <1 x float>, ptr addrspace(3) %354, align 4, !dbg !34, !alias.scope !38, !noalias !28
  %356 = extractelement <1 x float> %355, i64 0, !dbg !34
  %357 = getelementptr inbounds nuw i8, ptr addrspace(3) %312, i32 3840, !dbg !34
  %358 = load <1 x float>, ptr addrspace(3) %357, align 4, !dbg !34, !alias.scope !38, !noalias !28
  %359 = extractelement <1 x float> %358, i64 0, !dbg !34
  %360 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %169, i64 0, !dbg !40
  %361 = insertelement <16 x float> %360, float %170, i64 1, !dbg !40
  %362 = insertelement <16 x float> %361, float %171, i64 2, !dbg !40
  %363 = insertelement <16 x float> %362, float %172, i64 3, !dbg !40
  %364 = insertelement <16 x float> %363, float %173, i64 4, !dbg !40
  %365 = insertelement <16 x float> %364, float %174, i64 5, !dbg !40
  %366 = insertelement <16 x float> %365, float %175, i64 6, !dbg !40
  %367 = insertelement <16 x float> %366, float %176, i64 7, !dbg !40
  %368 = insertelement <16 x float> %367, float %177, i64 8, !dbg !40
  %369 = insertelement <16 x float> %368, float %178, i64 9, !dbg !40
  %370 = insertelement <16 x float> %369, float %179, i64 10, !dbg !40
  %371 = insertelement <16 x float> %370, float %180, i64 11, !dbg !40
  %372 = insertelement <16 x float> %371, float %181, i64 12, !dbg !40
  %373 = insertelement <16 x float> %372, float %182, i64 13, !dbg !40
  %374 = insertelement <16 x float> %373, float %183, i64 14, !dbg !40
  %375 = insertelement <16 x float> %374, float %184, i64 15, !dbg !40
  %376 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %314, float %239, <16 x float> %375, i32 0, i32 0, i32 0), !dbg !40
  %377 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %317, float %251, <16 x float> %376, i32 0, i32 0, i32 0), !dbg !40
  %378 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %320, float %263, <16 x float> %377, i32 0, i32 0, i32 0), !dbg !40
  %379 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %323, float %275, <16 x float> %378, i32 0, i32 0, i32 0), !dbg !40
  %380 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %326, float %242, <16 x float> %379, i32 0, i32 0, i32 0), !dbg !40
  %381 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %329, float %254, <16 x float> %380, i32 0, i32 0, i32 0), !dbg !40
  %382 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %332, float %266, <16 x float> %381, i32 0, i32 0, i32 0), !dbg !40
  %383 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %335, float %278, <16 x float> %382, i32 0, i32 0, i32 0), !dbg !40
  %384 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %338, float %245, <16 x float> %383, i32 0, i32 0, i32 0), !dbg !40
  %385 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %341, float %257, <16 x float> %384, i32 0, i32 0, i32 0), !dbg !40
  %386 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %344, float %269, <16 x float> %385, i32 0, i32 0, i32 0), !dbg !40
  %387 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %347, float %281, <16 x float> %386, i32 0, i32 0, i32 0), !dbg !40
  %388 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %350, float %248, <16 x float> %387, i32 0, i32 0, i32 0), !dbg !40
  %389 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %353, float %260, <16 x float> %388, i32 0, i32 0, i32 0), !dbg !40
  %390 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %356, float %272, <16 x float> %389, i32 0, i32 0, i32 0), !dbg !40
  %391 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %359, float %284, <16 x float> %390, i32 0, i32 0, i32 0), !dbg !40
  %392 = extractelement <16 x float> %391, i64 0, !dbg !40
  %393 = extractelement <16 x float> %391, i64 1, !dbg !40
  %394 = extractelement <16 x float> %391, i64 2, !dbg !40
  %395 = extractelement <16 x float> %391, i64 3, !dbg !40
  %396 = extractelement <16 x float> %391, i64 4, !dbg !40
  %397 = extractelement <16 x float> %391, i64 5, !dbg !40
  %398 = extractelement <16 x float> %391, i64 6, !dbg !40
  %399 = extractelement <16 x float> %391, i64 7, !dbg !40
  %400 = extractelement <16 x float> %391, i64 8, !dbg !40
  %401 = extractelement <16 x float> %391, i64 9, !dbg !40
  %402 = extractelement <16 x float> %391, i64 10, !dbg !40
  %403 = extractelement <16 x float> %391, i64 11, !dbg !40
  %404 = extractelement <16 x float> %391, i64 12, !dbg !40
  %405 = extractelement <16 x float> %391, i64 13, !dbg !40
  %406 = extractelement <16 x float> %391, i64 14, !dbg !40
  %407 = extractelement <16 x float> %391, i64 15, !dbg !40
  %exitcond.not = icmp eq i32 %185, %164, !dbg !24
  br i1 %exitcond.not, label %._crit_edge, label %165, !dbg !24

._crit_edge:                                      ; preds = %165, %14
  %408 = phi float [ 0.000000e+00, %14 ], [ %392, %165 ]
  %409 = phi float [ 0.000000e+00, %14 ], [ %393, %165 ]
  %410 = phi float [ 0.000000e+00, %14 ], [ %394, %165 ]
  %411 = phi float [ 0.000000e+00, %14 ], [ %395, %165 ]
  %412 = phi float [ 0.000000e+00, %14 ], [ %396, %165 ]
  %413 = phi float [ 0.000000e+00, %14 ], [ %397, %165 ]
  %414 = phi float [ 0.000000e+00, %14 ], [ %398, %165 ]
  %415 = phi float [ 0.000000e+00, %14 ], [ %399, %165 ]
  %416 = phi float [ 0.000000e+00, %14 ], [ %400, %165 ]
  %417 = phi float [ 0.000000e+00, %14 ], [ %401, %165 ]
  %418 = phi float [ 0.000000e+00, %14 ], [ %402, %165 ]
  %419 = phi float [ 0.000000e+00, %14 ], [ %403, %165 ]
  %420 = phi float [ 0.000000e+00, %14 ], [ %404, %165 ]
  %421 = phi float [ 0.000000e+00, %14 ], [ %405, %165 ]
  %422 = phi float [ 0.000000e+00, %14 ], [ %406, %165 ]
  %423 = phi float [ 0.000000e+00, %14 ], [ %407, %165 ]
  %.lcssa3 = phi ptr addrspace(3) [ @global_smem, %14 ], [ %208, %165 ], !dbg !27
  %.lcssa = phi ptr addrspace(3) [ getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), %14 ], [ %299, %165 ], !dbg !34
  tail call void @llvm.amdgcn.wait.asyncmark(i16 0), !dbg !27
  fence syncscope("workgroup") release, !dbg !27, !mmra !36
  tail call void @llvm.amdgcn.s.barrier(), !dbg !27
  fence syncscope("workgroup") acquire, !dbg !27, !mmra !36
  br i1 %45, label %424, label %._crit_edge._crit_edge, !dbg !40

424:                                              ; preds = %._crit_edge
  %425 = shl nuw nsw i32 %21, 2, !dbg !34
  %426 = getelementptr inbounds nuw i8, ptr addrspace(3) %.lcssa, i32 %425, !dbg !34
  %427 = getelementptr inbounds nuw i8, ptr addrspace(3) %426, i32 3840, !dbg !34
  %428 = load <1 x float>, ptr addrspace(3) %427, align 4, !dbg !34, !alias.scope !38, !noalias !28
  %429 = extractelement <1 x float> %428, i64 0, !dbg !34
  %430 = getelementptr inbounds nuw i8, ptr addrspace(3) %426, i32 3584, !dbg !34
  %431 = load <1 x float>, ptr addrspace(3) %430, align 4, !dbg !34, !alias.scope !38, !noalias !28
  %432 = extractelement <1 x float> %431, i64 0, !dbg !34
  %433 = getelementptr inbounds nuw i8, ptr addrspace(3) %426, i32 3328, !dbg !34
  %434 = load <1 x float>, ptr addrspace(3) %433, align 4, !dbg !34, !alias.scope !38, !noalias !28
  %435 = extractelement <1 x float> %434, i64 0, !dbg !34
  %436 = getelementptr inbounds nuw i8, ptr addrspace(3) %426, i32 3072, !dbg !34
  %437 = load <1 x float>, ptr addrspace(3) %436, align 4, !dbg !34, !alias.scope !38, !noalias !28
  %438 = extractelement <1 x float> %437, i64 0, !dbg !34
  %439 = getelementptr inbounds nuw i8, ptr addrspace(3) %426, i32 2816, !dbg !34
  %440 = load <1 x float>, ptr addrspace(3) %439, align 4, !dbg !34, !alias.scope !38, !noalias !28
  %441 = extractelement <1 x float> %440, i64 0, !dbg !34
  %442 = getelementptr inbounds nuw i8, ptr addrspace(3) %426, i32 2560, !dbg !34
  %443 = load <1 x float>, ptr addrspace(3) %442, align 4, !dbg !34, !alias.scope !38, !noalias !28
  %444 = extractelement <1 x float> %443, i64 0, !dbg !34
  %445 = getelementptr inbounds nuw i8, ptr addrspace(3) %426, i32 2304, !dbg !34
  %446 = load <1 x float>, ptr addrspace(3) %445, align 4, !dbg !34, !alias.scope !38, !noalias !28
  %447 = extractelement <1 x float> %446, i64 0, !dbg !34
  %448 = getelementptr inbounds nuw i8, ptr addrspace(3) %426, i32 2048, !dbg !34
  %449 = load <1 x float>, ptr addrspace(3) %448, align 4, !dbg !34, !alias.scope !38, !noalias !28
  %450 = extractelement <1 x float> %449, i64 0, !dbg !34
  %451 = getelementptr inbounds nuw i8, ptr addrspace(3) %426, i32 1792, !dbg !34
  %452 = load <1 x float>, ptr addrspace(3) %451, align 4, !dbg !34, !alias.scope !38, !noalias !28
  %453 = extractelement <1 x float> %452, i64 0, !dbg !34
  %454 = getelementptr inbounds nuw i8, ptr addrspace(3) %426, i32 1536, !dbg !34
  %455 = load <1 x float>, ptr addrspace(3) %454, align 4, !dbg !34, !alias.scope !38, !noalias !28
  %456 = extractelement <1 x float> %455, i64 0, !dbg !34
  %457 = getelementptr inbounds nuw i8, ptr addrspace(3) %426, i32 1280, !dbg !34
  %458 = load <1 x float>, ptr addrspace(3) %457, align 4, !dbg !34, !alias.scope !38, !noalias !28
  %459 = extractelement <1 x float> %458, i64 0, !dbg !34
  %460 = getelementptr inbounds nuw i8, ptr addrspace(3) %426, i32 1024, !dbg !34
  %461 = load <1 x float>, ptr addrspace(3) %460, align 4, !dbg !34, !alias.scope !38, !noalias !28
  %462 = extractelement <1 x float> %461, i64 0, !dbg !34
  %463 = getelementptr inbounds nuw i8, ptr addrspace(3) %426, i32 768, !dbg !34
  %464 = load <1 x float>, ptr addrspace(3) %463, align 4, !dbg !34, !alias.scope !38, !noalias !28
  %465 = extractelement <1 x float> %464, i64 0, !dbg !34
  %466 = getelementptr inbounds nuw i8, ptr addrspace(3) %426, i32 512, !dbg !34
  %467 = load <1 x float>, ptr addrspace(3) %466, align 4, !dbg !34, !alias.scope !38, !noalias !28
  %468 = extractelement <1 x float> %467, i64 0, !dbg !34
  %469 = getelementptr inbounds nuw i8, ptr addrspace(3) %426, i32 256, !dbg !34
  %470 = load <1 x float>, ptr addrspace(3) %469, align 4, !dbg !34, !alias.scope !38, !noalias !28
  %471 = extractelement <1 x float> %470, i64 0, !dbg !34
  %472 = load <1 x float>, ptr addrspace(3) %426, align 4, !dbg !34, !alias.scope !38, !noalias !28
  %473 = extractelement <1 x float> %472, i64 0, !dbg !34
  %474 = shl nuw nsw i32 %24, 7, !dbg !27
  %475 = shl nuw nsw i32 %15, 1, !dbg !27
  %476 = and i32 %475, 28, !dbg !27
  %477 = xor i32 %476, %30, !dbg !27
  %478 = or disjoint i32 %477, %474, !dbg !27
  %479 = xor i32 %478, 24, !dbg !27
  %480 = getelementptr inbounds nuw i8, ptr addrspace(3) %.lcssa3, i32 %479, !dbg !27
  %481 = getelementptr inbounds nuw i8, ptr addrspace(3) %480, i32 96, !dbg !27
  %482 = load <1 x float>, ptr addrspace(3) %481, align 4, !dbg !27, !alias.scope !38, !noalias !28
  %483 = extractelement <1 x float> %482, i64 0, !dbg !27
  %484 = getelementptr inbounds nuw i8, ptr addrspace(3) %480, i32 64, !dbg !27
  %485 = load <1 x float>, ptr addrspace(3) %484, align 4, !dbg !27, !alias.scope !38, !noalias !28
  %486 = extractelement <1 x float> %485, i64 0, !dbg !27
  %487 = getelementptr inbounds nuw i8, ptr addrspace(3) %480, i32 32, !dbg !27
  %488 = load <1 x float>, ptr addrspace(3) %487, align 4, !dbg !27, !alias.scope !38, !noalias !28
  %489 = extractelement <1 x float> %488, i64 0, !dbg !27
  %490 = load <1 x float>, ptr addrspace(3) %480, align 4, !dbg !27, !alias.scope !38, !noalias !28
  %491 = extractelement <1 x float> %490, i64 0, !dbg !27
  %492 = xor i32 %478, 16, !dbg !27
  %493 = getelementptr inbounds nuw i8, ptr addrspace(3) %.lcssa3, i32 %492, !dbg !27
  %494 = getelementptr inbounds nuw i8, ptr addrspace(3) %493, i32 96, !dbg !27
  %495 = load <1 x float>, ptr addrspace(3) %494, align 4, !dbg !27, !alias.scope !38, !noalias !28
  %496 = extractelement <1 x float> %495, i64 0, !dbg !27
  %497 = getelementptr inbounds nuw i8, ptr addrspace(3) %493, i32 64, !dbg !27
  %498 = load <1 x float>, ptr addrspace(3) %497, align 4, !dbg !27, !alias.scope !38, !noalias !28
  %499 = extractelement <1 x float> %498, i64 0, !dbg !27
  %500 = getelementptr inbounds nuw i8, ptr addrspace(3) %493, i32 32, !dbg !27
  %501 = load <1 x float>, ptr addrspace(3) %500, align 4, !dbg !27, !alias.scope !38, !noalias !28
  %502 = extractelement <1 x float> %501, i64 0, !dbg !27
  %503 = load <1 x float>, ptr addrspace(3) %493, align 4, !dbg !27, !alias.scope !38, !noalias !28
  %504 = extractelement <1 x float> %503, i64 0, !dbg !27
  %505 = xor i32 %478, 8, !dbg !27
  %506 = getelementptr inbounds nuw i8, ptr addrspace(3) %.lcssa3, i32 %505, !dbg !27
  %507 = getelementptr inbounds nuw i8, ptr addrspace(3) %506, i32 96, !dbg !27
  %508 = load <1 x float>, ptr addrspace(3) %507, align 4, !dbg !27, !alias.scope !38, !noalias !28
  %509 = extractelement <1 x float> %508, i64 0, !dbg !27
  %510 = getelementptr inbounds nuw i8, ptr addrspace(3) %506, i32 64, !dbg !27
  %511 = load <1 x float>, ptr addrspace(3) %510, align 4, !dbg !27, !alias.scope !38, !noalias !28
  %512 = extractelement <1 x float> %511, i64 0, !dbg !27
  %513 = getelementptr inbounds nuw i8, ptr addrspace(3) %506, i32 32, !dbg !27
  %514 = load <1 x float>, ptr addrspace(3) %513, align 4, !dbg !27, !alias.scope !38, !noalias !28
  %515 = extractelement <1 x float> %514, i64 0, !dbg !27
  %516 = load <1 x float>, ptr addrspace(3) %506, align 4, !dbg !27, !alias.scope !38, !noalias !28
  %517 = extractelement <1 x float> %516, i64 0, !dbg !27
  %518 = getelementptr inbounds nuw i8, ptr addrspace(3) %.lcssa3, i32 %478, !dbg !27
  %519 = getelementptr inbounds nuw i8, ptr addrspace(3) %518, i32 96, !dbg !27
  %520 = load <1 x float>, ptr addrspace(3) %519, align 4, !dbg !27, !alias.scope !38, !noalias !28
  %521 = extractelement <1 x float> %520, i64 0, !dbg !27
  %522 = getelementptr inbounds nuw i8, ptr addrspace(3) %518, i32 64, !dbg !27
  %523 = load <1 x float>, ptr addrspace(3) %522, align 4, !dbg !27, !alias.scope !38, !noalias !28
  %524 = extractelement <1 x float> %523, i64 0, !dbg !27
  %525 = getelementptr inbounds nuw i8, ptr addrspace(3) %518, i32 32, !dbg !27
  %526 = load <1 x float>, ptr addrspace(3) %525, align 4, !dbg !27, !alias.scope !38, !noalias !28
  %527 = extractelement <1 x float> %526, i64 0, !dbg !27
  %528 = load <1 x float>, ptr addrspace(3) %518, align 4, !dbg !27, !alias.scope !38, !noalias !28
  %529 = extractelement <1 x float> %528, i64 0, !dbg !27
  %530 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %408, i64 0, !dbg !40
  %531 = insertelement <16 x float> %530, float %409, i64 1, !dbg !40
  %532 = insertelement <16 x float> %531, float %410, i64 2, !dbg !40
  %533 = insertelement <16 x float> %532, float %411, i64 3, !dbg !40
  %534 = insertelement <16 x float> %533, float %412, i64 4, !dbg !40
  %535 = insertelement <16 x float> %534, float %413, i64 5, !dbg !40
  %536 = insertelement <16 x float> %535, float %414, i64 6, !dbg !40
  %537 = insertelement <16 x float> %536, float %415, i64 7, !dbg !40
  %538 = insertelement <16 x float> %537, float %416, i64 8, !dbg !40
  %539 = insertelement <16 x float> %538, float %417, i64 9, !dbg !40
  %540 = insertelement <16 x float> %539, float %418, i64 10, !dbg !40
  %541 = insertelement <16 x float> %540, float %419, i64 11, !dbg !40
  %542 = insertelement <16 x float> %541, float %420, i64 12, !dbg !40
  %543 = insertelement <16 x float> %542, float %421, i64 13, !dbg !40
  %544 = insertelement <16 x float> %543, float %422, i64 14, !dbg !40
  %545 = insertelement <16 x float> %544, float %423, i64 15, !dbg !40
  %546 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %473, float %529, <16 x float> %545, i32 0, i32 0, i32 0), !dbg !40
  %547 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %471, float %517, <16 x float> %546, i32 0, i32 0, i32 0), !dbg !40
  %548 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %468, float %504, <16 x float> %547, i32 0, i32 0, i32 0), !dbg !40
  %549 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %465, float %491, <16 x float> %548, i32 0, i32 0, i32 0), !dbg !40
  %550 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %462, float %527, <16 x float> %549, i32 0, i32 0, i32 0), !dbg !40
  %551 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %459, float %515, <16 x float> %550, i32 0, i32 0, i32 0), !dbg !40
  %552 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %456, float %502, <16 x float> %551, i32 0, i32 0, i32 0), !dbg !40
  %553 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %453, float %489, <16 x float> %552, i32 0, i32 0, i32 0), !dbg !40
  %554 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %450, float %524, <16 x float> %553, i32 0, i32 0, i32 0), !dbg !40
  %555 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %447, float %512, <16 x float> %554, i32 0, i32 0, i32 0), !dbg !40
  %556 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %444, float %499, <16 x float> %555, i32 0, i32 0, i32 0), !dbg !40
  %557 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %441, float %486, <16 x float> %556, i32 0, i32 0, i32 0), !dbg !40
  %558 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %438, float %521, <16 x float> %557, i32 0, i32 0, i32 0), !dbg !40
  %559 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %435, float %509, <16 x float> %558, i32 0, i32 0, i32 0), !dbg !40
  %560 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %432, float %496, <16 x float> %559, i32 0, i32 0, i32 0), !dbg !40
  %561 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %429, float %483, <16 x float> %560, i32 0, i32 0, i32 0), !dbg !40
  %562 = extractelement <16 x float> %561, i64 0, !dbg !40
  %563 = extractelement <16 x float> %561, i64 1, !dbg !40
  %564 = extractelement <16 x float> %561, i64 2, !dbg !40
  %565 = extractelement <16 x float> %561, i64 3, !dbg !40
  %566 = extractelement <16 x float> %561, i64 4, !dbg !40
  %567 = extractelement <16 x float> %561, i64 5, !dbg !40
  %568 = extractelement <16 x float> %561, i64 6, !dbg !40
  %569 = extractelement <16 x float> %561, i64 7, !dbg !40
  %570 = extractelement <16 x float> %561, i64 8, !dbg !40
  %571 = extractelement <16 x float> %561, i64 9, !dbg !40
  %572 = extractelement <16 x float> %561, i64 10, !dbg !40
  %573 = extractelement <16 x float> %561, i64 11, !dbg !40
  %574 = extractelement <16 x float> %561, i64 12, !dbg !40
  %575 = extractelement <16 x float> %561, i64 13, !dbg !40
  %576 = extractelement <16 x float> %561, i64 14, !dbg !40
  %577 = extractelement <16 x float> %561, i64 15, !dbg !40
  br label %._crit_edge._crit_edge, !dbg !40

._crit_edge._crit_edge:                           ; preds = %._crit_edge, %424
  %578 = phi float [ %577, %424 ], [ %423, %._crit_edge ], !dbg !24
  %579 = phi float [ %576, %424 ], [ %422, %._crit_edge ], !dbg !24
  %580 = phi float [ %575, %424 ], [ %421, %._crit_edge ], !dbg !24
  %581 = phi float [ %574, %424 ], [ %420, %._crit_edge ], !dbg !24
  %582 = phi float [ %573, %424 ], [ %419, %._crit_edge ], !dbg !24
  %583 = phi float [ %572, %424 ], [ %418, %._crit_edge ], !dbg !24
  %584 = phi float [ %571, %424 ], [ %417, %._crit_edge ], !dbg !24
  %585 = phi float [ %570, %424 ], [ %416, %._crit_edge ], !dbg !24
  %586 = phi float [ %569, %424 ], [ %415, %._crit_edge ], !dbg !24
  %587 = phi float [ %568, %424 ], [ %414, %._crit_edge ], !dbg !24
  %588 = phi float [ %567, %424 ], [ %413, %._crit_edge ], !dbg !24
  %589 = phi float [ %566, %424 ], [ %412, %._crit_edge ], !dbg !24
  %590 = phi float [ %565, %424 ], [ %411, %._crit_edge ], !dbg !24
  %591 = phi float [ %564, %424 ], [ %410, %._crit_edge ], !dbg !24
  %592 = phi float [ %563, %424 ], [ %409, %._crit_edge ], !dbg !24
  %593 = phi float [ %562, %424 ], [ %408, %._crit_edge ], !dbg !24
  %594 = or disjoint i32 %30, 27, !dbg !14
  %595 = or disjoint i32 %594, %36, !dbg !15
  %596 = or disjoint i32 %30, 26, !dbg !14
  %597 = or disjoint i32 %596, %36, !dbg !15
  %598 = or disjoint i32 %30, 25, !dbg !14
  %599 = or disjoint i32 %598, %36, !dbg !15
  %600 = or disjoint i32 %30, 24, !dbg !14
  %601 = or disjoint i32 %600, %36, !dbg !15
  %602 = or disjoint i32 %30, 19, !dbg !14
  %603 = or disjoint i32 %602, %36, !dbg !15
  %604 = or disjoint i32 %30, 18, !dbg !14
  %605 = or disjoint i32 %604, %36, !dbg !15
  %606 = or disjoint i32 %30, 17, !dbg !14
  %607 = or disjoint i32 %606, %36, !dbg !15
  %608 = or disjoint i32 %30, 16, !dbg !14
  %609 = or disjoint i32 %608, %36, !dbg !15
  %610 = or disjoint i32 %30, 11, !dbg !14
  %611 = or disjoint i32 %610, %36, !dbg !15
  %612 = or disjoint i32 %30, 10, !dbg !14
  %613 = or disjoint i32 %612, %36, !dbg !15
  %614 = or disjoint i32 %30, 9, !dbg !14
  %615 = or disjoint i32 %614, %36, !dbg !15
  %616 = or disjoint i32 %30, 8, !dbg !14
  %617 = or disjoint i32 %616, %36, !dbg !15
  %618 = or disjoint i32 %30, 3, !dbg !14
  %619 = or disjoint i32 %618, %36, !dbg !15
  %620 = or disjoint i32 %30, 2, !dbg !14
  %621 = or disjoint i32 %620, %36, !dbg !15
  %622 = or disjoint i32 %30, 1, !dbg !14
  %623 = or disjoint i32 %622, %36, !dbg !15
  %624 = or disjoint i32 %30, %36, !dbg !15
  %625 = or disjoint i32 %20, %24, !dbg !13
  %626 = icmp slt i32 %625, %3, !dbg !41
  %627 = icmp slt i32 %624, %4, !dbg !42
  %628 = icmp slt i32 %623, %4, !dbg !42
  %629 = icmp slt i32 %621, %4, !dbg !42
  %630 = icmp slt i32 %619, %4, !dbg !42
  %631 = icmp slt i32 %617, %4, !dbg !42
  %632 = icmp slt i32 %615, %4, !dbg !42
  %633 = icmp slt i32 %613, %4, !dbg !42
  %634 = icmp slt i32 %611, %4, !dbg !42
  %635 = icmp slt i32 %609, %4, !dbg !42
  %636 = icmp slt i32 %607, %4, !dbg !42
  %637 = icmp slt i32 %605, %4, !dbg !42
  %638 = icmp slt i32 %603, %4, !dbg !42
  %639 = icmp slt i32 %601, %4, !dbg !42
  %640 = icmp slt i32 %599, %4, !dbg !42
  %641 = icmp slt i32 %597, %4, !dbg !42
  %642 = icmp slt i32 %595, %4, !dbg !42
  %643 = and i1 %626, %627, !dbg !43
  %644 = and i1 %626, %628, !dbg !43
  %645 = and i1 %626, %629, !dbg !43
  %646 = and i1 %626, %630, !dbg !43
  %647 = and i1 %626, %631, !dbg !43
  %648 = and i1 %626, %632, !dbg !43
  %649 = and i1 %626, %633, !dbg !43
  %650 = and i1 %626, %634, !dbg !43
  %651 = and i1 %626, %635, !dbg !43
  %652 = and i1 %626, %636, !dbg !43
  %653 = and i1 %626, %637, !dbg !43
  %654 = and i1 %626, %638, !dbg !43
  %655 = and i1 %626, %639, !dbg !43
  %656 = and i1 %626, %640, !dbg !43
  %657 = and i1 %626, %641, !dbg !43
  %658 = and i1 %626, %642, !dbg !43
  %659 = mul i32 %10, %20, !dbg !44
  %660 = mul i32 %10, %24, !dbg !44
  %661 = mul i32 %11, %36, !dbg !44
  %662 = mul i32 %11, %30, !dbg !44
  %663 = mul i32 %11, %622, !dbg !44
  %664 = mul i32 %11, %620, !dbg !44
  %665 = mul i32 %11, %618, !dbg !44
  %666 = mul i32 %11, %616, !dbg !44
  %667 = mul i32 %11, %614, !dbg !44
  %668 = mul i32 %11, %612, !dbg !44
  %669 = mul i32 %11, %610, !dbg !44
  %670 = mul i32 %11, %608, !dbg !44
  %671 = mul i32 %11, %606, !dbg !44
  %672 = mul i32 %11, %604, !dbg !44
  %673 = mul i32 %11, %602, !dbg !44
  %674 = mul i32 %11, %600, !dbg !44
  %675 = mul i32 %11, %598, !dbg !44
  %676 = mul i32 %11, %596, !dbg !44
  %677 = mul i32 %11, %594, !dbg !44
  %678 = add i32 %661, %659, !dbg !44
  %679 = add i32 %660, %678, !dbg !44
  %680 = add i32 %679, %662, !dbg !44
  %681 = add i32 %679, %663, !dbg !44
  %682 = add i32 %679, %664, !dbg !44
  %683 = add i32 %679, %665, !dbg !44
  %684 = add i32 %679, %666, !dbg !44
  %685 = add i32 %679, %667, !dbg !44
  %686 = add i32 %679, %668, !dbg !44
  %687 = add i32 %679, %669, !dbg !44
  %688 = add i32 %679, %670, !dbg !44
  %689 = add i32 %679, %671, !dbg !44
  %690 = add i32 %679, %672, !dbg !44
  %691 = add i32 %679, %673, !dbg !44
  %692 = add i32 %679, %674, !dbg !44
  %693 = add i32 %679, %675, !dbg !44
  %694 = add i32 %679, %676, !dbg !44
  %695 = add i32 %679, %677, !dbg !44
  %696 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %2, i16 0, i64 2147483646, i32 159744), !dbg !12
  %697 = icmp eq i32 %18, 0, !dbg !12
  %698 = and i1 %643, %697, !dbg !12
  %699 = shl i32 %680, 2, !dbg !12
  %700 = select i1 %698, i32 %699, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %593, ptr addrspace(8) %696, i32 %700, i32 0, i32 0), !dbg !12
  %701 = and i1 %644, %697, !dbg !12
  %702 = shl i32 %681, 2, !dbg !12
  %703 = select i1 %701, i32 %702, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %592, ptr addrspace(8) %696, i32 %703, i32 0, i32 0), !dbg !12
  %704 = and i1 %645, %697, !dbg !12
  %705 = shl i32 %682, 2, !dbg !12
  %706 = select i1 %704, i32 %705, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %591, ptr addrspace(8) %696, i32 %706, i32 0, i32 0), !dbg !12
  %707 = and i1 %646, %697, !dbg !12
  %708 = shl i32 %683, 2, !dbg !12
  %709 = select i1 %707, i32 %708, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %590, ptr addrspace(8) %696, i32 %709, i32 0, i32 0), !dbg !12
  %710 = and i1 %647, %697, !dbg !12
  %711 = shl i32 %684, 2, !dbg !12
  %712 = select i1 %710, i32 %711, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %589, ptr addrspace(8) %696, i32 %712, i32 0, i32 0), !dbg !12
  %713 = and i1 %648, %697, !dbg !12
  %714 = shl i32 %685, 2, !dbg !12
  %715 = select i1 %713, i32 %714, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %588, ptr addrspace(8) %696, i32 %715, i32 0, i32 0), !dbg !12
  %716 = and i1 %649, %697, !dbg !12
  %717 = shl i32 %686, 2, !dbg !12
  %718 = select i1 %716, i32 %717, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %587, ptr addrspace(8) %696, i32 %718, i32 0, i32 0), !dbg !12
  %719 = and i1 %650, %697, !dbg !12
  %720 = shl i32 %687, 2, !dbg !12
  %721 = select i1 %719, i32 %720, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %586, ptr addrspace(8) %696, i32 %721, i32 0, i32 0), !dbg !12
  %722 = and i1 %651, %697, !dbg !12
  %723 = shl i32 %688, 2, !dbg !12
  %724 = select i1 %722, i32 %723, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %585, ptr addrspace(8) %696, i32 %724, i32 0, i32 0), !dbg !12
  %725 = and i1 %652, %697, !dbg !12
  %726 = shl i32 %689, 2, !dbg !12
  %727 = select i1 %725, i32 %726, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %584, ptr addrspace(8) %696, i32 %727, i32 0, i32 0), !dbg !12
  %728 = and i1 %653, %697, !dbg !12
  %729 = shl i32 %690, 2, !dbg !12
  %730 = select i1 %728, i32 %729, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %583, ptr addrspace(8) %696, i32 %730, i32 0, i32 0), !dbg !12
  %731 = and i1 %654, %697, !dbg !12
  %732 = shl i32 %691, 2, !dbg !12
  %733 = select i1 %731, i32 %732, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %582, ptr addrspace(8) %696, i32 %733, i32 0, i32 0), !dbg !12
  %734 = and i1 %655, %697, !dbg !12
  %735 = shl i32 %692, 2, !dbg !12
  %736 = select i1 %734, i32 %735, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %581, ptr addrspace(8) %696, i32 %736, i32 0, i32 0), !dbg !12
  %737 = and i1 %656, %697, !dbg !12
  %738 = shl i32 %693, 2, !dbg !12
  %739 = select i1 %737, i32 %738, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %580, ptr addrspace(8) %696, i32 %739, i32 0, i32 0), !dbg !12
  %740 = and i1 %657, %697, !dbg !12
  %741 = shl i32 %694, 2, !dbg !12
  %742 = select i1 %740, i32 %741, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %579, ptr addrspace(8) %696, i32 %742, i32 0, i32 0), !dbg !12
  %743 = and i1 %658, %697, !dbg !12
  %744 = shl i32 %695, 2, !dbg !12
  %745 = select i1 %743, i32 %744, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %578, ptr addrspace(8) %696, i32 %745, i32 0, i32 0), !dbg !12
  ret void, !dbg !45
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

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #4

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) readonly captures(none), ptr addrspace(3) writeonly captures(none), i32 immarg, i32, i32, i32 immarg, i32 immarg) #5

; Function Attrs: nounwind
declare void @llvm.amdgcn.asyncmark() #6

; Function Attrs: nounwind
declare void @llvm.amdgcn.wait.asyncmark(i16 immarg) #6

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #7

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float, float, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.f32(float, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #9

attributes #0 = { nounwind "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nounwind }
attributes #7 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #8 = { convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #9 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "matmul_k", linkageName: "matmul_k", scope: !1, file: !1, line: 180, type: !5, scopeLine: 180, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !9, !9, !9, !9, !9, !9, !9, !9, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 192, column: 5, scope: !4)
!13 = !DILocation(line: 183, column: 10, scope: !4)
!14 = !DILocation(line: 183, column: 34, scope: !4)
!15 = !DILocation(line: 184, column: 10, scope: !4)
!16 = !DILocation(line: 43, column: 13, scope: !17, inlinedAt: !19)
!17 = distinct !DILexicalBlockFile(scope: !4, file: !18, discriminator: 0)
!18 = !DIFile(filename: "standard.py", directory: ".")
!19 = !DILocation(line: 187, column: 23, scope: !20)
!20 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!21 = !DILocation(line: 189, column: 71, scope: !4)
!22 = !DILocation(line: 189, column: 22, scope: !4)
!23 = !DILocation(line: 190, column: 91, scope: !4)
!24 = !DILocation(line: 187, column: 5, scope: !4)
!25 = !DILocation(line: 189, column: 91, scope: !4)
!26 = !DILocation(line: 189, column: 70, scope: !4)
!27 = !DILocation(line: 189, column: 14, scope: !4)
!28 = !{!29}
!29 = !{!"amdg.AsyncCopies", !30, !"Scope containing all AsyncCopyGlobalToLocal and BufferLoadToLocal ops"}
!30 = !{!"amdg.AsyncOps", !"Domain to hold alias scopes to specify aliasing information between AsyncCopyGlobalToLocal, BufferLoadToLocal and LocalLoad ops"}
!31 = !DILocation(line: 190, column: 71, scope: !4)
!32 = !DILocation(line: 190, column: 70, scope: !4)
!33 = !DILocation(line: 190, column: 22, scope: !4)
!34 = !DILocation(line: 190, column: 14, scope: !4)
!35 = !DILocation(line: 43, column: 12, scope: !17, inlinedAt: !19)
!36 = !{!"amdgpu-synchronize-as", !"local"}
!37 = !DILocation(line: 188, column: 14, scope: !4)
!38 = !{!39}
!39 = !{!"amdg.LocalLoads", !30, !"Scope containing all LocalLoad ops"}
!40 = !DILocation(line: 191, column: 16, scope: !4)
!41 = !DILocation(line: 192, column: 91, scope: !4)
!42 = !DILocation(line: 192, column: 111, scope: !4)
!43 = !DILocation(line: 192, column: 90, scope: !4)
!44 = !DILocation(line: 192, column: 14, scope: !4)
!45 = !DILocation(line: 180, column: 1, scope: !4)
