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
  %14 = or disjoint i32 %13, 4, !dbg !13
  %15 = or disjoint i32 %13, 8, !dbg !13
  %16 = or disjoint i32 %13, 12, !dbg !13
  %17 = or disjoint i32 %13, 16, !dbg !13
  %18 = or disjoint i32 %13, 20, !dbg !13
  %19 = or disjoint i32 %13, 24, !dbg !13
  %20 = or disjoint i32 %13, 28, !dbg !13
  %21 = or disjoint i32 %13, 32, !dbg !13
  %22 = or disjoint i32 %13, 36, !dbg !13
  %23 = or disjoint i32 %13, 40, !dbg !13
  %24 = or disjoint i32 %13, 44, !dbg !13
  %25 = or disjoint i32 %13, 48, !dbg !13
  %26 = or disjoint i32 %13, 52, !dbg !13
  %27 = or disjoint i32 %13, 56, !dbg !13
  %28 = or disjoint i32 %13, 60, !dbg !13
  %29 = or disjoint i32 %13, %10, !dbg !12
  %30 = or disjoint i32 %14, %10, !dbg !12
  %31 = or disjoint i32 %15, %10, !dbg !12
  %32 = or disjoint i32 %16, %10, !dbg !12
  %33 = or disjoint i32 %17, %10, !dbg !12
  %34 = or disjoint i32 %18, %10, !dbg !12
  %35 = or disjoint i32 %19, %10, !dbg !12
  %36 = or disjoint i32 %20, %10, !dbg !12
  %37 = or disjoint i32 %21, %10, !dbg !12
  %38 = or disjoint i32 %22, %10, !dbg !12
  %39 = or disjoint i32 %23, %10, !dbg !12
  %40 = or disjoint i32 %24, %10, !dbg !12
  %41 = or disjoint i32 %25, %10, !dbg !12
  %42 = or disjoint i32 %26, %10, !dbg !12
  %43 = or disjoint i32 %27, %10, !dbg !12
  %44 = or disjoint i32 %28, %10, !dbg !12
  %45 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !14
  %46 = shl nuw nsw i32 %45, 5, !dbg !14
  %47 = and i32 %11, 31, !dbg !15
  %48 = or disjoint i32 %46, %47, !dbg !14
  %49 = add i32 %5, 31, !dbg !16
  %50 = icmp slt i32 %29, %3, !dbg !21
  %51 = icmp slt i32 %30, %3, !dbg !21
  %52 = icmp slt i32 %31, %3, !dbg !21
  %53 = icmp slt i32 %32, %3, !dbg !21
  %54 = icmp slt i32 %33, %3, !dbg !21
  %55 = icmp slt i32 %34, %3, !dbg !21
  %56 = icmp slt i32 %35, %3, !dbg !21
  %57 = icmp slt i32 %36, %3, !dbg !21
  %58 = icmp slt i32 %37, %3, !dbg !21
  %59 = icmp slt i32 %38, %3, !dbg !21
  %60 = icmp slt i32 %39, %3, !dbg !21
  %61 = icmp slt i32 %40, %3, !dbg !21
  %62 = icmp slt i32 %41, %3, !dbg !21
  %63 = icmp slt i32 %42, %3, !dbg !21
  %64 = icmp slt i32 %43, %3, !dbg !21
  %65 = icmp slt i32 %44, %3, !dbg !21
  %66 = mul i32 %5, %29, !dbg !22
  %67 = mul i32 %5, %30, !dbg !22
  %68 = mul i32 %5, %31, !dbg !22
  %69 = mul i32 %5, %32, !dbg !22
  %70 = mul i32 %5, %33, !dbg !22
  %71 = mul i32 %5, %34, !dbg !22
  %72 = mul i32 %5, %35, !dbg !22
  %73 = mul i32 %5, %36, !dbg !22
  %74 = mul i32 %5, %37, !dbg !22
  %75 = mul i32 %5, %38, !dbg !22
  %76 = mul i32 %5, %39, !dbg !22
  %77 = mul i32 %5, %40, !dbg !22
  %78 = mul i32 %5, %41, !dbg !22
  %79 = mul i32 %5, %42, !dbg !22
  %80 = mul i32 %5, %43, !dbg !22
  %81 = mul i32 %5, %44, !dbg !22
  %82 = sext i32 %66 to i64, !dbg !23
  %83 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %82, !dbg !23
  %84 = sext i32 %67 to i64, !dbg !23
  %85 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %84, !dbg !23
  %86 = sext i32 %68 to i64, !dbg !23
  %87 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %86, !dbg !23
  %88 = sext i32 %69 to i64, !dbg !23
  %89 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %88, !dbg !23
  %90 = sext i32 %70 to i64, !dbg !23
  %91 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %90, !dbg !23
  %92 = sext i32 %71 to i64, !dbg !23
  %93 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %92, !dbg !23
  %94 = sext i32 %72 to i64, !dbg !23
  %95 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %94, !dbg !23
  %96 = sext i32 %73 to i64, !dbg !23
  %97 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %96, !dbg !23
  %98 = sext i32 %74 to i64, !dbg !23
  %99 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %98, !dbg !23
  %100 = sext i32 %75 to i64, !dbg !23
  %101 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %100, !dbg !23
  %102 = sext i32 %76 to i64, !dbg !23
  %103 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %102, !dbg !23
  %104 = sext i32 %77 to i64, !dbg !23
  %105 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %104, !dbg !23
  %106 = sext i32 %78 to i64, !dbg !23
  %107 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %106, !dbg !23
  %108 = sext i32 %79 to i64, !dbg !23
  %109 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %108, !dbg !23
  %110 = sext i32 %80 to i64, !dbg !23
  %111 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %110, !dbg !23
  %112 = sext i32 %81 to i64, !dbg !23
  %113 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %112, !dbg !23
  %114 = icmp slt i32 %48, %4, !dbg !24
  %115 = icmp sgt i32 %49, 31, !dbg !25
  %116 = icmp slt i32 %47, %5, !dbg !26
  %117 = and i1 %50, %116, !dbg !27
  %118 = and i1 %51, %116, !dbg !27
  %119 = and i1 %52, %116, !dbg !27
  %120 = and i1 %53, %116, !dbg !27
  %121 = and i1 %54, %116, !dbg !27
  %122 = and i1 %55, %116, !dbg !27
  %123 = and i1 %56, %116, !dbg !27
  %124 = and i1 %57, %116, !dbg !27
  %125 = and i1 %58, %116, !dbg !27
  %126 = and i1 %59, %116, !dbg !27
  %127 = and i1 %60, %116, !dbg !27
  %128 = and i1 %61, %116, !dbg !27
  %129 = and i1 %62, %116, !dbg !27
  %130 = and i1 %63, %116, !dbg !27
  %131 = and i1 %64, %116, !dbg !27
  %132 = and i1 %65, %116, !dbg !27
  %133 = zext nneg i32 %47 to i64, !dbg !23
  %134 = getelementptr [4 x i8], ptr addrspace(1) %83, i64 %133, !dbg !23
  %135 = getelementptr [4 x i8], ptr addrspace(1) %85, i64 %133, !dbg !23
  %136 = getelementptr [4 x i8], ptr addrspace(1) %87, i64 %133, !dbg !23
  %137 = getelementptr [4 x i8], ptr addrspace(1) %89, i64 %133, !dbg !23
  %138 = getelementptr [4 x i8], ptr addrspace(1) %91, i64 %133, !dbg !23
  %139 = getelementptr [4 x i8], ptr addrspace(1) %93, i64 %133, !dbg !23
  %140 = getelementptr [4 x i8], ptr addrspace(1) %95, i64 %133, !dbg !23
  %141 = getelementptr [4 x i8], ptr addrspace(1) %97, i64 %133, !dbg !23
  %142 = getelementptr [4 x i8], ptr addrspace(1) %99, i64 %133, !dbg !23
  %143 = getelementptr [4 x i8], ptr addrspace(1) %101, i64 %133, !dbg !23
  %144 = getelementptr [4 x i8], ptr addrspace(1) %103, i64 %133, !dbg !23
  %145 = getelementptr [4 x i8], ptr addrspace(1) %105, i64 %133, !dbg !23
  %146 = getelementptr [4 x i8], ptr addrspace(1) %107, i64 %133, !dbg !23
  %147 = getelementptr [4 x i8], ptr addrspace(1) %109, i64 %133, !dbg !23
  %148 = getelementptr [4 x i8], ptr addrspace(1) %111, i64 %133, !dbg !23
  %149 = getelementptr [4 x i8], ptr addrspace(1) %113, i64 %133, !dbg !23
  %150 = and i1 %115, %117, !dbg !25
  %151 = and i1 %115, %118, !dbg !25
  %152 = and i1 %115, %119, !dbg !25
  %153 = and i1 %115, %120, !dbg !25
  %154 = and i1 %115, %121, !dbg !25
  %155 = and i1 %115, %122, !dbg !25
  %156 = and i1 %115, %123, !dbg !25
  %157 = and i1 %115, %124, !dbg !25
  %158 = and i1 %115, %125, !dbg !25
  %159 = and i1 %115, %126, !dbg !25
  %160 = and i1 %115, %127, !dbg !25
  %161 = and i1 %115, %128, !dbg !25
  %162 = and i1 %115, %129, !dbg !25
  %163 = and i1 %115, %130, !dbg !25
  %164 = and i1 %115, %131, !dbg !25
  %165 = and i1 %115, %132, !dbg !25
  %166 = shl nuw nsw i32 %11, 2, !dbg !28
  %167 = and i32 %166, 508, !dbg !28
  %168 = lshr exact i32 %12, 1, !dbg !28
  %169 = xor i32 %167, %168, !dbg !28
  %170 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %169, !dbg !28
  %171 = select i1 %150, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %170, ptr addrspace(1) %134, i32 %171) #2, !dbg !28
  %172 = or disjoint i32 %169, 1024, !dbg !28
  %173 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %172, !dbg !28
  %174 = select i1 %152, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %173, ptr addrspace(1) %136, i32 %174) #2, !dbg !28
  %175 = or disjoint i32 %169, 2048, !dbg !28
  %176 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %175, !dbg !28
  %177 = select i1 %154, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %176, ptr addrspace(1) %138, i32 %177) #2, !dbg !28
  %178 = or disjoint i32 %169, 3072, !dbg !28
  %179 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %178, !dbg !28
  %180 = select i1 %156, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %179, ptr addrspace(1) %140, i32 %180) #2, !dbg !28
  %181 = or disjoint i32 %169, 4096, !dbg !28
  %182 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %181, !dbg !28
  %183 = select i1 %158, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %182, ptr addrspace(1) %142, i32 %183) #2, !dbg !28
  %184 = or disjoint i32 %169, 5120, !dbg !28
  %185 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %184, !dbg !28
  %186 = select i1 %160, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %185, ptr addrspace(1) %144, i32 %186) #2, !dbg !28
  %187 = or disjoint i32 %169, 6144, !dbg !28
  %188 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %187, !dbg !28
  %189 = select i1 %162, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %188, ptr addrspace(1) %146, i32 %189) #2, !dbg !28
  %190 = or disjoint i32 %169, 7168, !dbg !28
  %191 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %190, !dbg !28
  %192 = select i1 %164, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %191, ptr addrspace(1) %148, i32 %192) #2, !dbg !28
  %193 = xor i32 %169, 576, !dbg !28
  %194 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %193, !dbg !28
  %195 = select i1 %151, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %194, ptr addrspace(1) %135, i32 %195) #2, !dbg !28
  %196 = or disjoint i32 %193, 1024, !dbg !28
  %197 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %196, !dbg !28
  %198 = select i1 %153, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %197, ptr addrspace(1) %137, i32 %198) #2, !dbg !28
  %199 = or disjoint i32 %193, 2048, !dbg !28
  %200 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %199, !dbg !28
  %201 = select i1 %155, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %200, ptr addrspace(1) %139, i32 %201) #2, !dbg !28
  %202 = or disjoint i32 %193, 3072, !dbg !28
  %203 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %202, !dbg !28
  %204 = select i1 %157, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %203, ptr addrspace(1) %141, i32 %204) #2, !dbg !28
  %205 = or disjoint i32 %193, 4096, !dbg !28
  %206 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %205, !dbg !28
  %207 = select i1 %159, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %206, ptr addrspace(1) %143, i32 %207) #2, !dbg !28
  %208 = or disjoint i32 %193, 5120, !dbg !28
  %209 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %208, !dbg !28
  %210 = select i1 %161, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %209, ptr addrspace(1) %145, i32 %210) #2, !dbg !28
  %211 = or disjoint i32 %193, 6144, !dbg !28
  %212 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %211, !dbg !28
  %213 = select i1 %163, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %212, ptr addrspace(1) %147, i32 %213) #2, !dbg !28
  %214 = or disjoint i32 %193, 7168, !dbg !28
  %215 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %214, !dbg !28
  %216 = select i1 %165, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %215, ptr addrspace(1) %149, i32 %216) #2, !dbg !28
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !28
  %217 = icmp slt i32 %13, %5, !dbg !29
  %218 = icmp slt i32 %14, %5, !dbg !29
  %219 = icmp slt i32 %15, %5, !dbg !29
  %220 = icmp slt i32 %16, %5, !dbg !29
  %221 = icmp slt i32 %17, %5, !dbg !29
  %222 = icmp slt i32 %18, %5, !dbg !29
  %223 = icmp slt i32 %19, %5, !dbg !29
  %224 = icmp slt i32 %20, %5, !dbg !29
  %225 = and i1 %114, %217, !dbg !30
  %226 = and i1 %114, %218, !dbg !30
  %227 = and i1 %114, %219, !dbg !30
  %228 = and i1 %114, %220, !dbg !30
  %229 = and i1 %114, %221, !dbg !30
  %230 = and i1 %114, %222, !dbg !30
  %231 = and i1 %114, %223, !dbg !30
  %232 = and i1 %114, %224, !dbg !30
  %233 = mul i32 %4, %13, !dbg !31
  %234 = mul i32 %4, %14, !dbg !31
  %235 = mul i32 %4, %15, !dbg !31
  %236 = mul i32 %4, %16, !dbg !31
  %237 = mul i32 %4, %17, !dbg !31
  %238 = mul i32 %4, %18, !dbg !31
  %239 = mul i32 %4, %19, !dbg !31
  %240 = mul i32 %4, %20, !dbg !31
  %241 = sext i32 %233 to i64, !dbg !32
  %242 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %241, !dbg !32
  %243 = sext i32 %234 to i64, !dbg !32
  %244 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %243, !dbg !32
  %245 = sext i32 %235 to i64, !dbg !32
  %246 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %245, !dbg !32
  %247 = sext i32 %236 to i64, !dbg !32
  %248 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %247, !dbg !32
  %249 = sext i32 %237 to i64, !dbg !32
  %250 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %249, !dbg !32
  %251 = sext i32 %238 to i64, !dbg !32
  %252 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %251, !dbg !32
  %253 = sext i32 %239 to i64, !dbg !32
  %254 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %253, !dbg !32
  %255 = sext i32 %240 to i64, !dbg !32
  %256 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %255, !dbg !32
  %257 = zext nneg i32 %48 to i64, !dbg !32
  %258 = getelementptr [4 x i8], ptr addrspace(1) %242, i64 %257, !dbg !32
  %259 = getelementptr [4 x i8], ptr addrspace(1) %244, i64 %257, !dbg !32
  %260 = getelementptr [4 x i8], ptr addrspace(1) %246, i64 %257, !dbg !32
  %261 = getelementptr [4 x i8], ptr addrspace(1) %248, i64 %257, !dbg !32
  %262 = getelementptr [4 x i8], ptr addrspace(1) %250, i64 %257, !dbg !32
  %263 = getelementptr [4 x i8], ptr addrspace(1) %252, i64 %257, !dbg !32
  %264 = getelementptr [4 x i8], ptr addrspace(1) %254, i64 %257, !dbg !32
  %265 = getelementptr [4 x i8], ptr addrspace(1) %256, i64 %257, !dbg !32
  %266 = and i1 %115, %225, !dbg !25
  %267 = and i1 %115, %226, !dbg !25
  %268 = and i1 %115, %227, !dbg !25
  %269 = and i1 %115, %228, !dbg !25
  %270 = and i1 %115, %229, !dbg !25
  %271 = and i1 %115, %230, !dbg !25
  %272 = and i1 %115, %231, !dbg !25
  %273 = and i1 %115, %232, !dbg !25
  %274 = shl nuw nsw i32 %47, 7, !dbg !33
  %275 = shl nuw nsw i32 %11, 4, !dbg !33
  %276 = and i32 %275, 112, !dbg !33
  %277 = lshr exact i32 %12, 3, !dbg !33
  %278 = or disjoint i32 %274, %276, !dbg !33
  %279 = or disjoint i32 %278, %277, !dbg !33
  %280 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %279, !dbg !33
  %281 = select i1 %266, i32 4, i32 0, !dbg !33
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %280, ptr addrspace(1) %258, i32 %281) #2, !dbg !33
  %282 = xor i32 %279, 16, !dbg !33
  %283 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %282, !dbg !33
  %284 = select i1 %267, i32 4, i32 0, !dbg !33
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %283, ptr addrspace(1) %259, i32 %284) #2, !dbg !33
  %285 = xor i32 %279, 32, !dbg !33
  %286 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %285, !dbg !33
  %287 = select i1 %268, i32 4, i32 0, !dbg !33
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %286, ptr addrspace(1) %260, i32 %287) #2, !dbg !33
  %288 = xor i32 %279, 48, !dbg !33
  %289 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %288, !dbg !33
  %290 = select i1 %269, i32 4, i32 0, !dbg !33
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %289, ptr addrspace(1) %261, i32 %290) #2, !dbg !33
  %291 = xor i32 %279, 64, !dbg !33
  %292 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %291, !dbg !33
  %293 = select i1 %270, i32 4, i32 0, !dbg !33
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %292, ptr addrspace(1) %262, i32 %293) #2, !dbg !33
  %294 = xor i32 %279, 80, !dbg !33
  %295 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %294, !dbg !33
  %296 = select i1 %271, i32 4, i32 0, !dbg !33
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %295, ptr addrspace(1) %263, i32 %296) #2, !dbg !33
  %297 = xor i32 %279, 96, !dbg !33
  %298 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %297, !dbg !33
  %299 = select i1 %272, i32 4, i32 0, !dbg !33
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %298, ptr addrspace(1) %264, i32 %299) #2, !dbg !33
  %300 = xor i32 %279, 112, !dbg !33
  %301 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %300, !dbg !33
  %302 = select i1 %273, i32 4, i32 0, !dbg !33
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %301, ptr addrspace(1) %265, i32 %302) #2, !dbg !33
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !33
  %303 = icmp sgt i32 %49, 63, !dbg !25
  %304 = or disjoint i32 %47, 32, !dbg !34
  %305 = icmp slt i32 %304, %5, !dbg !26
  %306 = and i1 %50, %305, !dbg !27
  %307 = and i1 %51, %305, !dbg !27
  %308 = and i1 %52, %305, !dbg !27
  %309 = and i1 %53, %305, !dbg !27
  %310 = and i1 %54, %305, !dbg !27
  %311 = and i1 %55, %305, !dbg !27
  %312 = and i1 %56, %305, !dbg !27
  %313 = and i1 %57, %305, !dbg !27
  %314 = and i1 %58, %305, !dbg !27
  %315 = and i1 %59, %305, !dbg !27
  %316 = and i1 %60, %305, !dbg !27
  %317 = and i1 %61, %305, !dbg !27
  %318 = and i1 %62, %305, !dbg !27
  %319 = and i1 %63, %305, !dbg !27
  %320 = and i1 %64, %305, !dbg !27
  %321 = and i1 %65, %305, !dbg !27
  %322 = zext nneg i32 %304 to i64, !dbg !23
  %323 = getelementptr [4 x i8], ptr addrspace(1) %83, i64 %322, !dbg !23
  %324 = getelementptr [4 x i8], ptr addrspace(1) %85, i64 %322, !dbg !23
  %325 = getelementptr [4 x i8], ptr addrspace(1) %87, i64 %322, !dbg !23
  %326 = getelementptr [4 x i8], ptr addrspace(1) %89, i64 %322, !dbg !23
  %327 = getelementptr [4 x i8], ptr addrspace(1) %91, i64 %322, !dbg !23
  %328 = getelementptr [4 x i8], ptr addrspace(1) %93, i64 %322, !dbg !23
  %329 = getelementptr [4 x i8], ptr addrspace(1) %95, i64 %322, !dbg !23
  %330 = getelementptr [4 x i8], ptr addrspace(1) %97, i64 %322, !dbg !23
  %331 = getelementptr [4 x i8], ptr addrspace(1) %99, i64 %322, !dbg !23
  %332 = getelementptr [4 x i8], ptr addrspace(1) %101, i64 %322, !dbg !23
  %333 = getelementptr [4 x i8], ptr addrspace(1) %103, i64 %322, !dbg !23
  %334 = getelementptr [4 x i8], ptr addrspace(1) %105, i64 %322, !dbg !23
  %335 = getelementptr [4 x i8], ptr addrspace(1) %107, i64 %322, !dbg !23
  %336 = getelementptr [4 x i8], ptr addrspace(1) %109, i64 %322, !dbg !23
  %337 = getelementptr [4 x i8], ptr addrspace(1) %111, i64 %322, !dbg !23
  %338 = getelementptr [4 x i8], ptr addrspace(1) %113, i64 %322, !dbg !23
  %339 = and i1 %303, %306, !dbg !25
  %340 = and i1 %303, %307, !dbg !25
  %341 = and i1 %303, %308, !dbg !25
  %342 = and i1 %303, %309, !dbg !25
  %343 = and i1 %303, %310, !dbg !25
  %344 = and i1 %303, %311, !dbg !25
  %345 = and i1 %303, %312, !dbg !25
  %346 = and i1 %303, %313, !dbg !25
  %347 = and i1 %303, %314, !dbg !25
  %348 = and i1 %303, %315, !dbg !25
  %349 = and i1 %303, %316, !dbg !25
  %350 = and i1 %303, %317, !dbg !25
  %351 = and i1 %303, %318, !dbg !25
  %352 = and i1 %303, %319, !dbg !25
  %353 = and i1 %303, %320, !dbg !25
  %354 = and i1 %303, %321, !dbg !25
  %355 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %169, !dbg !28
  %356 = select i1 %339, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %355, ptr addrspace(1) %323, i32 %356) #2, !dbg !28
  %357 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %172, !dbg !28
  %358 = select i1 %341, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %357, ptr addrspace(1) %325, i32 %358) #2, !dbg !28
  %359 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %175, !dbg !28
  %360 = select i1 %343, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %359, ptr addrspace(1) %327, i32 %360) #2, !dbg !28
  %361 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %178, !dbg !28
  %362 = select i1 %345, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %361, ptr addrspace(1) %329, i32 %362) #2, !dbg !28
  %363 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %181, !dbg !28
  %364 = select i1 %347, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %363, ptr addrspace(1) %331, i32 %364) #2, !dbg !28
  %365 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %184, !dbg !28
  %366 = select i1 %349, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %365, ptr addrspace(1) %333, i32 %366) #2, !dbg !28
  %367 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %187, !dbg !28
  %368 = select i1 %351, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %367, ptr addrspace(1) %335, i32 %368) #2, !dbg !28
  %369 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %190, !dbg !28
  %370 = select i1 %353, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %369, ptr addrspace(1) %337, i32 %370) #2, !dbg !28
  %371 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %193, !dbg !28
  %372 = select i1 %340, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %371, ptr addrspace(1) %324, i32 %372) #2, !dbg !28
  %373 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %196, !dbg !28
  %374 = select i1 %342, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %373, ptr addrspace(1) %326, i32 %374) #2, !dbg !28
  %375 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %199, !dbg !28
  %376 = select i1 %344, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %375, ptr addrspace(1) %328, i32 %376) #2, !dbg !28
  %377 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %202, !dbg !28
  %378 = select i1 %346, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %377, ptr addrspace(1) %330, i32 %378) #2, !dbg !28
  %379 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %205, !dbg !28
  %380 = select i1 %348, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %379, ptr addrspace(1) %332, i32 %380) #2, !dbg !28
  %381 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %208, !dbg !28
  %382 = select i1 %350, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %381, ptr addrspace(1) %334, i32 %382) #2, !dbg !28
  %383 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %211, !dbg !28
  %384 = select i1 %352, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %383, ptr addrspace(1) %336, i32 %384) #2, !dbg !28
  %385 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %214, !dbg !28
  %386 = select i1 %354, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %385, ptr addrspace(1) %338, i32 %386) #2, !dbg !28
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !28
  %387 = icmp slt i32 %21, %5, !dbg !29
  %388 = icmp slt i32 %22, %5, !dbg !29
  %389 = icmp slt i32 %23, %5, !dbg !29
  %390 = icmp slt i32 %24, %5, !dbg !29
  %391 = icmp slt i32 %25, %5, !dbg !29
  %392 = icmp slt i32 %26, %5, !dbg !29
  %393 = icmp slt i32 %27, %5, !dbg !29
  %394 = icmp slt i32 %28, %5, !dbg !29
  %395 = and i1 %114, %387, !dbg !30
  %396 = and i1 %114, %388, !dbg !30
  %397 = and i1 %114, %389, !dbg !30
  %398 = and i1 %114, %390, !dbg !30
  %399 = and i1 %114, %391, !dbg !30
  %400 = and i1 %114, %392, !dbg !30
  %401 = and i1 %114, %393, !dbg !30
  %402 = and i1 %114, %394, !dbg !30
  %403 = mul i32 %4, %21, !dbg !31
  %404 = mul i32 %4, %22, !dbg !31
  %405 = mul i32 %4, %23, !dbg !31
  %406 = mul i32 %4, %24, !dbg !31
  %407 = mul i32 %4, %25, !dbg !31
  %408 = mul i32 %4, %26, !dbg !31
  %409 = mul i32 %4, %27, !dbg !31
  %410 = mul i32 %4, %28, !dbg !31
  %411 = sext i32 %403 to i64, !dbg !32
  %412 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %411, !dbg !32
  %413 = sext i32 %404 to i64, !dbg !32
  %414 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %413, !dbg !32
  %415 = sext i32 %405 to i64, !dbg !32
  %416 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %415, !dbg !32
  %417 = sext i32 %406 to i64, !dbg !32
  %418 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %417, !dbg !32
  %419 = sext i32 %407 to i64, !dbg !32
  %420 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %419, !dbg !32
  %421 = sext i32 %408 to i64, !dbg !32
  %422 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %421, !dbg !32
  %423 = sext i32 %409 to i64, !dbg !32
  %424 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %423, !dbg !32
  %425 = sext i32 %410 to i64, !dbg !32
  %426 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %425, !dbg !32
  %427 = getelementptr [4 x i8], ptr addrspace(1) %412, i64 %257, !dbg !32
  %428 = getelementptr [4 x i8], ptr addrspace(1) %414, i64 %257, !dbg !32
  %429 = getelementptr [4 x i8], ptr addrspace(1) %416, i64 %257, !dbg !32
  %430 = getelementptr [4 x i8], ptr addrspace(1) %418, i64 %257, !dbg !32
  %431 = getelementptr [4 x i8], ptr addrspace(1) %420, i64 %257, !dbg !32
  %432 = getelementptr [4 x i8], ptr addrspace(1) %422, i64 %257, !dbg !32
  %433 = getelementptr [4 x i8], ptr addrspace(1) %424, i64 %257, !dbg !32
  %434 = getelementptr [4 x i8], ptr addrspace(1) %426, i64 %257, !dbg !32
  %435 = and i1 %303, %395, !dbg !25
  %436 = and i1 %303, %396, !dbg !25
  %437 = and i1 %303, %397, !dbg !25
  %438 = and i1 %303, %398, !dbg !25
  %439 = and i1 %303, %399, !dbg !25
  %440 = and i1 %303, %400, !dbg !25
  %441 = and i1 %303, %401, !dbg !25
  %442 = and i1 %303, %402, !dbg !25
  %443 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28672), i32 %279, !dbg !33
  %444 = select i1 %435, i32 4, i32 0, !dbg !33
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %443, ptr addrspace(1) %427, i32 %444) #2, !dbg !33
  %445 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28672), i32 %282, !dbg !33
  %446 = select i1 %436, i32 4, i32 0, !dbg !33
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %445, ptr addrspace(1) %428, i32 %446) #2, !dbg !33
  %447 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28672), i32 %285, !dbg !33
  %448 = select i1 %437, i32 4, i32 0, !dbg !33
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %447, ptr addrspace(1) %429, i32 %448) #2, !dbg !33
  %449 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28672), i32 %288, !dbg !33
  %450 = select i1 %438, i32 4, i32 0, !dbg !33
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %449, ptr addrspace(1) %430, i32 %450) #2, !dbg !33
  %451 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28672), i32 %291, !dbg !33
  %452 = select i1 %439, i32 4, i32 0, !dbg !33
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %451, ptr addrspace(1) %431, i32 %452) #2, !dbg !33
  %453 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28672), i32 %294, !dbg !33
  %454 = select i1 %440, i32 4, i32 0, !dbg !33
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %453, ptr addrspace(1) %432, i32 %454) #2, !dbg !33
  %455 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28672), i32 %297, !dbg !33
  %456 = select i1 %441, i32 4, i32 0, !dbg !33
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %455, ptr addrspace(1) %433, i32 %456) #2, !dbg !33
  %457 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28672), i32 %300, !dbg !33
  %458 = select i1 %442, i32 4, i32 0, !dbg !33
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %457, ptr addrspace(1) %434, i32 %458) #2, !dbg !33
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !33
  %invariant.gep = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %257, !dbg !25
  br i1 %115, label %.lr.ph, label %._crit_edge, !dbg !25

.lr.ph:                                           ; preds = %8
  %459 = lshr i32 %49, 5, !dbg !35
  %460 = add nsw i32 %459, -2
  %461 = sext i32 %460 to i64, !dbg !25
  %wide.trip.count = zext nneg i32 %459 to i64, !dbg !25
  br label %462, !dbg !25

462:                                              ; preds = %.lr.ph, %462
  %indvars.iv = phi i64 [ 0, %.lr.ph ], [ %indvars.iv.next, %462 ]
  %463 = phi i32 [ -1, %.lr.ph ], [ %484, %462 ]
  %464 = phi i32 [ 1, %.lr.ph ], [ %602, %462 ]
  %465 = phi float [ 0.000000e+00, %.lr.ph ], [ %584, %462 ]
  %466 = phi float [ 0.000000e+00, %.lr.ph ], [ %585, %462 ]
  %467 = phi float [ 0.000000e+00, %.lr.ph ], [ %586, %462 ]
  %468 = phi float [ 0.000000e+00, %.lr.ph ], [ %587, %462 ]
  %469 = phi float [ 0.000000e+00, %.lr.ph ], [ %588, %462 ]
  %470 = phi float [ 0.000000e+00, %.lr.ph ], [ %589, %462 ]
  %471 = phi float [ 0.000000e+00, %.lr.ph ], [ %590, %462 ]
  %472 = phi float [ 0.000000e+00, %.lr.ph ], [ %591, %462 ]
  %473 = phi float [ 0.000000e+00, %.lr.ph ], [ %592, %462 ]
  %474 = phi float [ 0.000000e+00, %.lr.ph ], [ %593, %462 ]
  %475 = phi float [ 0.000000e+00, %.lr.ph ], [ %594, %462 ]
  %476 = phi float [ 0.000000e+00, %.lr.ph ], [ %595, %462 ]
  %477 = phi float [ 0.000000e+00, %.lr.ph ], [ %596, %462 ]
  %478 = phi float [ 0.000000e+00, %.lr.ph ], [ %597, %462 ]
  %479 = phi float [ 0.000000e+00, %.lr.ph ], [ %598, %462 ]
  %480 = phi float [ 0.000000e+00, %.lr.ph ], [ %599, %462 ]
  %481 = icmp slt i64 %indvars.iv, %461, !dbg !25
  %482 = add i32 %463, 1, !dbg !25
  %483 = icmp sgt i32 %482, 2, !dbg !25
  %484 = select i1 %483, i32 0, i32 %482, !dbg !25
  tail call void @llvm.nvvm.cp.async.wait.group(i32 2), !dbg !28
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !28
  %.idx = shl i32 %484, 13, !dbg !28
  %485 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %.idx, !dbg !28
  %.idx32 = shl i32 %484, 12, !dbg !33
  %486 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %.idx32, !dbg !33
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !36
  %487 = ptrtoint ptr addrspace(3) %485 to i32, !dbg !36
  %488 = lshr exact i32 %487, 4, !dbg !36
  %489 = and i32 %488, 32767, !dbg !36
  %490 = ptrtoint ptr addrspace(3) %486 to i32, !dbg !36
  %491 = lshr exact i32 %490, 4, !dbg !36
  %492 = and i32 %491, 32767, !dbg !36
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned(), !dbg !36
  %493 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %489, i64 0, !dbg !36
  %494 = bitcast <2 x i32> %493 to i64, !dbg !36
  %495 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %492, i64 0, !dbg !36
  %496 = bitcast <2 x i32> %495 to i64, !dbg !36
  %497 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n32k8.f32.tf32.tf32 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15}, $32, $33, $34, 1, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,l,l,b"(float %465, float %466, float %467, float %468, float %469, float %470, float %471, float %472, float %473, float %474, float %475, float %476, float %477, float %478, float %479, float %480, i64 %494, i64 %496, i1 true) #2, !dbg !36
  %498 = add nuw nsw i32 %489, 2, !dbg !36
  %499 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %498, i64 0, !dbg !36
  %500 = bitcast <2 x i32> %499 to i64, !dbg !36
  %501 = add nuw nsw i32 %492, 2, !dbg !36
  %502 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %501, i64 0, !dbg !36
  %503 = bitcast <2 x i32> %502 to i64, !dbg !36
  %504 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %497, 0, !dbg !36
  %505 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %497, 1, !dbg !36
  %506 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %497, 2, !dbg !36
  %507 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %497, 3, !dbg !36
  %508 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %497, 4, !dbg !36
  %509 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %497, 5, !dbg !36
  %510 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %497, 6, !dbg !36
  %511 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %497, 7, !dbg !36
  %512 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %497, 8, !dbg !36
  %513 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %497, 9, !dbg !36
  %514 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %497, 10, !dbg !36
  %515 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %497, 11, !dbg !36
  %516 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %497, 12, !dbg !36
  %517 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %497, 13, !dbg !36
  %518 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %497, 14, !dbg !36
  %519 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %497, 15, !dbg !36
  %520 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n32k8.f32.tf32.tf32 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15}, $32, $33, $34, 1, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,l,l,b"(float %504, float %505, float %506, float %507, float %508, float %509, float %510, float %511, float %512, float %513, float %514, float %515, float %516, float %517, float %518, float %519, i64 %500, i64 %503, i1 true) #2, !dbg !36
  %521 = add nuw nsw i32 %489, 4, !dbg !36
  %522 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %521, i64 0, !dbg !36
  %523 = bitcast <2 x i32> %522 to i64, !dbg !36
  %524 = add nuw nsw i32 %492, 4, !dbg !36
  %525 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %524, i64 0, !dbg !36
  %526 = bitcast <2 x i32> %525 to i64, !dbg !36
  %527 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %520, 0, !dbg !36
  %528 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %520, 1, !dbg !36
  %529 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %520, 2, !dbg !36
  %530 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %520, 3, !dbg !36
  %531 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %520, 4, !dbg !36
  %532 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %520, 5, !dbg !36
  %533 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %520, 6, !dbg !36
  %534 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %520, 7, !dbg !36
  %535 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %520, 8, !dbg !36
  %536 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %520, 9, !dbg !36
  %537 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %520, 10, !dbg !36
  %538 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %520, 11, !dbg !36
  %539 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %520, 12, !dbg !36
  %540 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %520, 13, !dbg !36
  %541 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %520, 14, !dbg !36
  %542 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %520, 15, !dbg !36
  %543 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n32k8.f32.tf32.tf32 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15}, $32, $33, $34, 1, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,l,l,b"(float %527, float %528, float %529, float %530, float %531, float %532, float %533, float %534, float %535, float %536, float %537, float %538, float %539, float %540, float %541, float %542, i64 %523, i64 %526, i1 true) #2, !dbg !36
  %544 = add nuw nsw i32 %489, 6, !dbg !36
  %545 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %544, i64 0, !dbg !36
  %546 = bitcast <2 x i32> %545 to i64, !dbg !36
  %547 = add nuw nsw i32 %492, 6, !dbg !36
  %548 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %547, i64 0, !dbg !36
  %549 = bitcast <2 x i32> %548 to i64, !dbg !36
  %550 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 0, !dbg !36
  %551 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 1, !dbg !36
  %552 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 2, !dbg !36
  %553 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 3, !dbg !36
  %554 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 4, !dbg !36
  %555 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 5, !dbg !36
  %556 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 6, !dbg !36
  %557 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 7, !dbg !36
  %558 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 8, !dbg !36
  %559 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 9, !dbg !36
  %560 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 10, !dbg !36
  %561 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 11, !dbg !36
  %562 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 12, !dbg !36
  %563 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 13, !dbg !36
  %564 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 14, !dbg !36
  %565 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 15, !dbg !36
  %566 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n32k8.f32.tf32.tf32 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15}, $32, $33, $34, 1, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,l,l,b"(float %550, float %551, float %552, float %553, float %554, float %555, float %556, float %557, float %558, float %559, float %560, float %561, float %562, float %563, float %564, float %565, i64 %546, i64 %549, i1 true) #2, !dbg !36
  %567 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %566, 0, !dbg !36
  %568 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %566, 1, !dbg !36
  %569 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %566, 2, !dbg !36
  %570 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %566, 3, !dbg !36
  %571 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %566, 4, !dbg !36
  %572 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %566, 5, !dbg !36
  %573 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %566, 6, !dbg !36
  %574 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %566, 7, !dbg !36
  %575 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %566, 8, !dbg !36
  %576 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %566, 9, !dbg !36
  %577 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %566, 10, !dbg !36
  %578 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %566, 11, !dbg !36
  %579 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %566, 12, !dbg !36
  %580 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %566, 13, !dbg !36
  %581 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %566, 14, !dbg !36
  %582 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %566, 15, !dbg !36
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !36
  %583 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21\0A\09wgmma.wait_group.sync.aligned 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=l,=r,=r,=l,=r,=r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21"(float %567, float %568, float %569, float %570, float %571, float %572, float %573, float %574, float %575, float %576, float %577, float %578, float %579, float %580, float %581, float %582, ptr addrspace(3) %485, i32 0, i32 0, ptr addrspace(3) %486, i32 0, i32 0) #2, !dbg !36
  %584 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %583, 0, !dbg !36
  %585 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %583, 1, !dbg !36
  %586 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %583, 2, !dbg !36
  %587 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %583, 3, !dbg !36
  %588 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %583, 4, !dbg !36
  %589 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %583, 5, !dbg !36
  %590 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %583, 6, !dbg !36
  %591 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %583, 7, !dbg !36
  %592 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %583, 8, !dbg !36
  %593 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %583, 9, !dbg !36
  %594 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %583, 10, !dbg !36
  %595 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %583, 11, !dbg !36
  %596 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %583, 12, !dbg !36
  %597 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %583, 13, !dbg !36
  %598 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %583, 14, !dbg !36
  %599 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %583, 15, !dbg !36
  %600 = add i32 %464, 1, !dbg !25
  %601 = icmp sgt i32 %600, 2, !dbg !25
  %602 = select i1 %601, i32 0, i32 %600, !dbg !25
  %603 = shl nuw nsw i64 %indvars.iv, 5, !dbg !34
  %604 = add nuw nsw i64 %603, 64, !dbg !34
  %605 = trunc i64 %604 to i32, !dbg !26
  %606 = or disjoint i32 %47, %605, !dbg !26
  %607 = icmp slt i32 %606, %5, !dbg !26
  %608 = and i1 %50, %607, !dbg !27
  %609 = and i1 %51, %607, !dbg !27
  %610 = and i1 %52, %607, !dbg !27
  %611 = and i1 %53, %607, !dbg !27
  %612 = and i1 %54, %607, !dbg !27
  %613 = and i1 %55, %607, !dbg !27
  %614 = and i1 %56, %607, !dbg !27
  %615 = and i1 %57, %607, !dbg !27
  %616 = and i1 %58, %607, !dbg !27
  %617 = and i1 %59, %607, !dbg !27
  %618 = and i1 %60, %607, !dbg !27
  %619 = and i1 %61, %607, !dbg !27
  %620 = and i1 %62, %607, !dbg !27
  %621 = and i1 %63, %607, !dbg !27
  %622 = and i1 %64, %607, !dbg !27
  %623 = and i1 %65, %607, !dbg !27
  %624 = sext i32 %606 to i64, !dbg !23
  %625 = getelementptr [4 x i8], ptr addrspace(1) %83, i64 %624, !dbg !23
  %626 = getelementptr [4 x i8], ptr addrspace(1) %85, i64 %624, !dbg !23
  %627 = getelementptr [4 x i8], ptr addrspace(1) %87, i64 %624, !dbg !23
  %628 = getelementptr [4 x i8], ptr addrspace(1) %89, i64 %624, !dbg !23
  %629 = getelementptr [4 x i8], ptr addrspace(1) %91, i64 %624, !dbg !23
  %630 = getelementptr [4 x i8], ptr addrspace(1) %93, i64 %624, !dbg !23
  %631 = getelementptr [4 x i8], ptr addrspace(1) %95, i64 %624, !dbg !23
  %632 = getelementptr [4 x i8], ptr addrspace(1) %97, i64 %624, !dbg !23
  %633 = getelementptr [4 x i8], ptr addrspace(1) %99, i64 %624, !dbg !23
  %634 = getelementptr [4 x i8], ptr addrspace(1) %101, i64 %624, !dbg !23
  %635 = getelementptr [4 x i8], ptr addrspace(1) %103, i64 %624, !dbg !23
  %636 = getelementptr [4 x i8], ptr addrspace(1) %105, i64 %624, !dbg !23
  %637 = getelementptr [4 x i8], ptr addrspace(1) %107, i64 %624, !dbg !23
  %638 = getelementptr [4 x i8], ptr addrspace(1) %109, i64 %624, !dbg !23
  %639 = getelementptr [4 x i8], ptr addrspace(1) %111, i64 %624, !dbg !23
  %640 = getelementptr [4 x i8], ptr addrspace(1) %113, i64 %624, !dbg !23
  %.idx33 = shl i32 %602, 13, !dbg !28
  %641 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %.idx33, !dbg !28
  %642 = and i1 %481, %608, !dbg !25
  %643 = and i1 %481, %609, !dbg !25
  %644 = and i1 %481, %610, !dbg !25
  %645 = and i1 %481, %611, !dbg !25
  %646 = and i1 %481, %612, !dbg !25
  %647 = and i1 %481, %613, !dbg !25
  %648 = and i1 %481, %614, !dbg !25
  %649 = and i1 %481, %615, !dbg !25
  %650 = and i1 %481, %616, !dbg !25
  %651 = and i1 %481, %617, !dbg !25
  %652 = and i1 %481, %618, !dbg !25
  %653 = and i1 %481, %619, !dbg !25
  %654 = and i1 %481, %620, !dbg !25
  %655 = and i1 %481, %621, !dbg !25
  %656 = and i1 %481, %622, !dbg !25
  %657 = and i1 %481, %623, !dbg !25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !28
  %658 = getelementptr inbounds nuw i8, ptr addrspace(3) %641, i32 %169, !dbg !28
  %659 = select i1 %642, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %658, ptr addrspace(1) %625, i32 %659) #2, !dbg !28
  %660 = getelementptr inbounds nuw i8, ptr addrspace(3) %641, i32 %172, !dbg !28
  %661 = select i1 %644, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %660, ptr addrspace(1) %627, i32 %661) #2, !dbg !28
  %662 = getelementptr inbounds nuw i8, ptr addrspace(3) %641, i32 %175, !dbg !28
  %663 = select i1 %646, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %662, ptr addrspace(1) %629, i32 %663) #2, !dbg !28
  %664 = getelementptr inbounds nuw i8, ptr addrspace(3) %641, i32 %178, !dbg !28
  %665 = select i1 %648, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %664, ptr addrspace(1) %631, i32 %665) #2, !dbg !28
  %666 = getelementptr inbounds nuw i8, ptr addrspace(3) %641, i32 %181, !dbg !28
  %667 = select i1 %650, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %666, ptr addrspace(1) %633, i32 %667) #2, !dbg !28
  %668 = getelementptr inbounds nuw i8, ptr addrspace(3) %641, i32 %184, !dbg !28
  %669 = select i1 %652, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %668, ptr addrspace(1) %635, i32 %669) #2, !dbg !28
  %670 = getelementptr inbounds nuw i8, ptr addrspace(3) %641, i32 %187, !dbg !28
  %671 = select i1 %654, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %670, ptr addrspace(1) %637, i32 %671) #2, !dbg !28
  %672 = getelementptr inbounds nuw i8, ptr addrspace(3) %641, i32 %190, !dbg !28
  %673 = select i1 %656, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %672, ptr addrspace(1) %639, i32 %673) #2, !dbg !28
  %674 = getelementptr inbounds nuw i8, ptr addrspace(3) %641, i32 %193, !dbg !28
  %675 = select i1 %643, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %674, ptr addrspace(1) %626, i32 %675) #2, !dbg !28
  %676 = getelementptr inbounds nuw i8, ptr addrspace(3) %641, i32 %196, !dbg !28
  %677 = select i1 %645, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %676, ptr addrspace(1) %628, i32 %677) #2, !dbg !28
  %678 = getelementptr inbounds nuw i8, ptr addrspace(3) %641, i32 %199, !dbg !28
  %679 = select i1 %647, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %678, ptr addrspace(1) %630, i32 %679) #2, !dbg !28
  %680 = getelementptr inbounds nuw i8, ptr addrspace(3) %641, i32 %202, !dbg !28
  %681 = select i1 %649, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %680, ptr addrspace(1) %632, i32 %681) #2, !dbg !28
  %682 = getelementptr inbounds nuw i8, ptr addrspace(3) %641, i32 %205, !dbg !28
  %683 = select i1 %651, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %682, ptr addrspace(1) %634, i32 %683) #2, !dbg !28
  %684 = getelementptr inbounds nuw i8, ptr addrspace(3) %641, i32 %208, !dbg !28
  %685 = select i1 %653, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %684, ptr addrspace(1) %636, i32 %685) #2, !dbg !28
  %686 = getelementptr inbounds nuw i8, ptr addrspace(3) %641, i32 %211, !dbg !28
  %687 = select i1 %655, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %686, ptr addrspace(1) %638, i32 %687) #2, !dbg !28
  %688 = getelementptr inbounds nuw i8, ptr addrspace(3) %641, i32 %214, !dbg !28
  %689 = select i1 %657, i32 4, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %688, ptr addrspace(1) %640, i32 %689) #2, !dbg !28
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !28
  %690 = trunc i64 %604 to i32, !dbg !29
  %691 = or disjoint i32 %13, %690, !dbg !29
  %692 = icmp slt i32 %691, %5, !dbg !29
  %693 = trunc i64 %604 to i32, !dbg !29
  %694 = or disjoint i32 %14, %693, !dbg !29
  %695 = icmp slt i32 %694, %5, !dbg !29
  %696 = trunc i64 %604 to i32, !dbg !29
  %697 = or disjoint i32 %15, %696, !dbg !29
  %698 = icmp slt i32 %697, %5, !dbg !29
  %699 = trunc i64 %604 to i32, !dbg !29
  %700 = or disjoint i32 %16, %699, !dbg !29
  %701 = icmp slt i32 %700, %5, !dbg !29
  %702 = trunc i64 %604 to i32, !dbg !29
  %703 = or disjoint i32 %17, %702, !dbg !29
  %704 = icmp slt i32 %703, %5, !dbg !29
  %705 = trunc i64 %604 to i32, !dbg !29
  %706 = or disjoint i32 %18, %705, !dbg !29
  %707 = icmp slt i32 %706, %5, !dbg !29
  %708 = trunc i64 %604 to i32, !dbg !29
  %709 = or disjoint i32 %19, %708, !dbg !29
  %710 = icmp slt i32 %709, %5, !dbg !29
  %711 = trunc i64 %604 to i32, !dbg !29
  %712 = or disjoint i32 %20, %711, !dbg !29
  %713 = icmp slt i32 %712, %5, !dbg !29
  %714 = and i1 %114, %692, !dbg !30
  %715 = and i1 %114, %695, !dbg !30
  %716 = and i1 %114, %698, !dbg !30
  %717 = and i1 %114, %701, !dbg !30
  %718 = and i1 %114, %704, !dbg !30
  %719 = and i1 %114, %707, !dbg !30
  %720 = and i1 %114, %710, !dbg !30
  %721 = and i1 %114, %713, !dbg !30
  %722 = mul i32 %691, %4, !dbg !31
  %723 = mul i32 %694, %4, !dbg !31
  %724 = mul i32 %697, %4, !dbg !31
  %725 = mul i32 %700, %4, !dbg !31
  %726 = mul i32 %703, %4, !dbg !31
  %727 = mul i32 %706, %4, !dbg !31
  %728 = mul i32 %709, %4, !dbg !31
  %729 = mul i32 %712, %4, !dbg !31
  %730 = sext i32 %722 to i64, !dbg !32
  %731 = sext i32 %723 to i64, !dbg !32
  %732 = sext i32 %724 to i64, !dbg !32
  %733 = sext i32 %725 to i64, !dbg !32
  %734 = sext i32 %726 to i64, !dbg !32
  %735 = sext i32 %727 to i64, !dbg !32
  %736 = sext i32 %728 to i64, !dbg !32
  %737 = sext i32 %729 to i64, !dbg !32
  %gep = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %730, !dbg !32
  %gep36 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %731, !dbg !32
  %gep38 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %732, !dbg !32
  %gep40 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %733, !dbg !32
  %gep42 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %734, !dbg !32
  %gep44 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %735, !dbg !32
  %gep46 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %736, !dbg !32
  %gep48 = getelementptr [4 x i8], ptr addrspace(1) %invariant.gep, i64 %737, !dbg !32
  %.idx34 = shl i32 %602, 12, !dbg !33
  %738 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %.idx34, !dbg !33
  %739 = and i1 %481, %714, !dbg !25
  %740 = and i1 %481, %715, !dbg !25
  %741 = and i1 %481, %716, !dbg !25
  %742 = and i1 %481, %717, !dbg !25
  %743 = and i1 %481, %718, !dbg !25
  %744 = and i1 %481, %719, !dbg !25
  %745 = and i1 %481, %720, !dbg !25
  %746 = and i1 %481, %721, !dbg !25
  %747 = getelementptr inbounds nuw i8, ptr addrspace(3) %738, i32 %279, !dbg !33
  %748 = select i1 %739, i32 4, i32 0, !dbg !33
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %747, ptr addrspace(1) %gep, i32 %748) #2, !dbg !33
  %749 = getelementptr inbounds nuw i8, ptr addrspace(3) %738, i32 %282, !dbg !33
  %750 = select i1 %740, i32 4, i32 0, !dbg !33
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %749, ptr addrspace(1) %gep36, i32 %750) #2, !dbg !33
  %751 = getelementptr inbounds nuw i8, ptr addrspace(3) %738, i32 %285, !dbg !33
  %752 = select i1 %741, i32 4, i32 0, !dbg !33
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %751, ptr addrspace(1) %gep38, i32 %752) #2, !dbg !33
  %753 = getelementptr inbounds nuw i8, ptr addrspace(3) %738, i32 %288, !dbg !33
  %754 = select i1 %742, i32 4, i32 0, !dbg !33
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %753, ptr addrspace(1) %gep40, i32 %754) #2, !dbg !33
  %755 = getelementptr inbounds nuw i8, ptr addrspace(3) %738, i32 %291, !dbg !33
  %756 = select i1 %743, i32 4, i32 0, !dbg !33
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %755, ptr addrspace(1) %gep42, i32 %756) #2, !dbg !33
  %757 = getelementptr inbounds nuw i8, ptr addrspace(3) %738, i32 %294, !dbg !33
  %758 = select i1 %744, i32 4, i32 0, !dbg !33
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %757, ptr addrspace(1) %gep44, i32 %758) #2, !dbg !33
  %759 = getelementptr inbounds nuw i8, ptr addrspace(3) %738, i32 %297, !dbg !33
  %760 = select i1 %745, i32 4, i32 0, !dbg !33
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %759, ptr addrspace(1) %gep46, i32 %760) #2, !dbg !33
  %761 = getelementptr inbounds nuw i8, ptr addrspace(3) %738, i32 %300, !dbg !33
  %762 = select i1 %746, i32 4, i32 0, !dbg !33
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %761, ptr addrspace(1) %gep48, i32 %762) #2, !dbg !33
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !33
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !25
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !25
  br i1 %exitcond.not, label %._crit_edge, label %462, !dbg !25

._crit_edge:                                      ; preds = %462, %8
  %763 = phi float [ 0.000000e+00, %8 ], [ %584, %462 ]
  %764 = phi float [ 0.000000e+00, %8 ], [ %585, %462 ]
  %765 = phi float [ 0.000000e+00, %8 ], [ %586, %462 ]
  %766 = phi float [ 0.000000e+00, %8 ], [ %587, %462 ]
  %767 = phi float [ 0.000000e+00, %8 ], [ %588, %462 ]
  %768 = phi float [ 0.000000e+00, %8 ], [ %589, %462 ]
  %769 = phi float [ 0.000000e+00, %8 ], [ %590, %462 ]
  %770 = phi float [ 0.000000e+00, %8 ], [ %591, %462 ]
  %771 = phi float [ 0.000000e+00, %8 ], [ %592, %462 ]
  %772 = phi float [ 0.000000e+00, %8 ], [ %593, %462 ]
  %773 = phi float [ 0.000000e+00, %8 ], [ %594, %462 ]
  %774 = phi float [ 0.000000e+00, %8 ], [ %595, %462 ]
  %775 = phi float [ 0.000000e+00, %8 ], [ %596, %462 ]
  %776 = phi float [ 0.000000e+00, %8 ], [ %597, %462 ]
  %777 = phi float [ 0.000000e+00, %8 ], [ %598, %462 ]
  %778 = phi float [ 0.000000e+00, %8 ], [ %599, %462 ]
  %779 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(float %763, float %764, float %765, float %766, float %767, float %768, float %769, float %770, float %771, float %772, float %773, float %774, float %775, float %776, float %777, float %778) #2, !dbg !25
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0), !dbg !25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !25
  %780 = and i1 %50, %114, !dbg !37
  %781 = and i1 %51, %114, !dbg !37
  %782 = and i1 %52, %114, !dbg !37
  %783 = and i1 %53, %114, !dbg !37
  %784 = and i1 %54, %114, !dbg !37
  %785 = and i1 %55, %114, !dbg !37
  %786 = and i1 %56, %114, !dbg !37
  %787 = and i1 %57, %114, !dbg !37
  %788 = and i1 %58, %114, !dbg !37
  %789 = and i1 %59, %114, !dbg !37
  %790 = and i1 %60, %114, !dbg !37
  %791 = and i1 %61, %114, !dbg !37
  %792 = and i1 %62, %114, !dbg !37
  %793 = and i1 %63, %114, !dbg !37
  %794 = and i1 %64, %114, !dbg !37
  %795 = and i1 %65, %114, !dbg !37
  %796 = mul i32 %4, %29, !dbg !38
  %797 = mul i32 %4, %30, !dbg !38
  %798 = mul i32 %4, %31, !dbg !38
  %799 = mul i32 %4, %32, !dbg !38
  %800 = mul i32 %4, %33, !dbg !38
  %801 = mul i32 %4, %34, !dbg !38
  %802 = mul i32 %4, %35, !dbg !38
  %803 = mul i32 %4, %36, !dbg !38
  %804 = mul i32 %4, %37, !dbg !38
  %805 = mul i32 %4, %38, !dbg !38
  %806 = mul i32 %4, %39, !dbg !38
  %807 = mul i32 %4, %40, !dbg !38
  %808 = mul i32 %4, %41, !dbg !38
  %809 = mul i32 %4, %42, !dbg !38
  %810 = mul i32 %4, %43, !dbg !38
  %811 = mul i32 %4, %44, !dbg !38
  %812 = sext i32 %796 to i64, !dbg !39
  %813 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %812, !dbg !39
  %814 = sext i32 %797 to i64, !dbg !39
  %815 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %814, !dbg !39
  %816 = sext i32 %798 to i64, !dbg !39
  %817 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %816, !dbg !39
  %818 = sext i32 %799 to i64, !dbg !39
  %819 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %818, !dbg !39
  %820 = sext i32 %800 to i64, !dbg !39
  %821 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %820, !dbg !39
  %822 = sext i32 %801 to i64, !dbg !39
  %823 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %822, !dbg !39
  %824 = sext i32 %802 to i64, !dbg !39
  %825 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %824, !dbg !39
  %826 = sext i32 %803 to i64, !dbg !39
  %827 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %826, !dbg !39
  %828 = sext i32 %804 to i64, !dbg !39
  %829 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %828, !dbg !39
  %830 = sext i32 %805 to i64, !dbg !39
  %831 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %830, !dbg !39
  %832 = sext i32 %806 to i64, !dbg !39
  %833 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %832, !dbg !39
  %834 = sext i32 %807 to i64, !dbg !39
  %835 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %834, !dbg !39
  %836 = sext i32 %808 to i64, !dbg !39
  %837 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %836, !dbg !39
  %838 = sext i32 %809 to i64, !dbg !39
  %839 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %838, !dbg !39
  %840 = sext i32 %810 to i64, !dbg !39
  %841 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %840, !dbg !39
  %842 = sext i32 %811 to i64, !dbg !39
  %843 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %842, !dbg !39
  %844 = getelementptr [4 x i8], ptr addrspace(1) %813, i64 %257, !dbg !39
  %845 = getelementptr [4 x i8], ptr addrspace(1) %815, i64 %257, !dbg !39
  %846 = getelementptr [4 x i8], ptr addrspace(1) %817, i64 %257, !dbg !39
  %847 = getelementptr [4 x i8], ptr addrspace(1) %819, i64 %257, !dbg !39
  %848 = getelementptr [4 x i8], ptr addrspace(1) %821, i64 %257, !dbg !39
  %849 = getelementptr [4 x i8], ptr addrspace(1) %823, i64 %257, !dbg !39
  %850 = getelementptr [4 x i8], ptr addrspace(1) %825, i64 %257, !dbg !39
  %851 = getelementptr [4 x i8], ptr addrspace(1) %827, i64 %257, !dbg !39
  %852 = getelementptr [4 x i8], ptr addrspace(1) %829, i64 %257, !dbg !39
  %853 = getelementptr [4 x i8], ptr addrspace(1) %831, i64 %257, !dbg !39
  %854 = getelementptr [4 x i8], ptr addrspace(1) %833, i64 %257, !dbg !39
  %855 = getelementptr [4 x i8], ptr addrspace(1) %835, i64 %257, !dbg !39
  %856 = getelementptr [4 x i8], ptr addrspace(1) %837, i64 %257, !dbg !39
  %857 = getelementptr [4 x i8], ptr addrspace(1) %839, i64 %257, !dbg !39
  %858 = getelementptr [4 x i8], ptr addrspace(1) %841, i64 %257, !dbg !39
  %859 = getelementptr [4 x i8], ptr addrspace(1) %843, i64 %257, !dbg !39
  %860 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %779, 0, !dbg !40
  %861 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %779, 1, !dbg !40
  %862 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %779, 2, !dbg !40
  %863 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %779, 3, !dbg !40
  %864 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %779, 4, !dbg !40
  %865 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %779, 5, !dbg !40
  %866 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %779, 6, !dbg !40
  %867 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %779, 7, !dbg !40
  %868 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %779, 8, !dbg !40
  %869 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %779, 9, !dbg !40
  %870 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %779, 10, !dbg !40
  %871 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %779, 11, !dbg !40
  %872 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %779, 12, !dbg !40
  %873 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %779, 13, !dbg !40
  %874 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %779, 14, !dbg !40
  %875 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %779, 15, !dbg !40
  %876 = shl nuw nsw i32 %11, 5, !dbg !40
  %877 = insertelement <4 x i32> poison, i32 %876, i64 0, !dbg !40
  %878 = insertelement <4 x i32> %877, i32 %11, i64 1, !dbg !40
  %879 = shufflevector <4 x i32> %878, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 1, i32 1>, !dbg !40
  %880 = and <4 x i32> %879, <i32 96, i32 12, i32 112, i32 12>, !dbg !40
  %881 = shl nuw nsw <4 x i32> %880, <i32 0, i32 1, i32 3, i32 9>, !dbg !40
  %882 = tail call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %881), !dbg !40
  %883 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %882, !dbg !40
  %884 = insertelement <2 x float> poison, float %860, i64 0, !dbg !40
  %885 = insertelement <2 x float> %884, float %862, i64 1, !dbg !40
  store <2 x float> %885, ptr addrspace(3) %883, align 8, !dbg !40
  %886 = getelementptr inbounds nuw i8, ptr addrspace(3) %883, i32 1024, !dbg !40
  %887 = insertelement <2 x float> poison, float %868, i64 0, !dbg !40
  %888 = insertelement <2 x float> %887, float %870, i64 1, !dbg !40
  store <2 x float> %888, ptr addrspace(3) %886, align 8, !dbg !40
  %889 = xor i32 %882, 8, !dbg !40
  %890 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %889, !dbg !40
  %891 = insertelement <2 x float> poison, float %861, i64 0, !dbg !40
  %892 = insertelement <2 x float> %891, float %863, i64 1, !dbg !40
  store <2 x float> %892, ptr addrspace(3) %890, align 8, !dbg !40
  %893 = getelementptr inbounds nuw i8, ptr addrspace(3) %890, i32 1024, !dbg !40
  %894 = insertelement <2 x float> poison, float %869, i64 0, !dbg !40
  %895 = insertelement <2 x float> %894, float %871, i64 1, !dbg !40
  store <2 x float> %895, ptr addrspace(3) %893, align 8, !dbg !40
  %896 = xor i32 %882, 16, !dbg !40
  %897 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %896, !dbg !40
  %898 = insertelement <2 x float> poison, float %864, i64 0, !dbg !40
  %899 = insertelement <2 x float> %898, float %866, i64 1, !dbg !40
  store <2 x float> %899, ptr addrspace(3) %897, align 8, !dbg !40
  %900 = getelementptr inbounds nuw i8, ptr addrspace(3) %897, i32 1024, !dbg !40
  %901 = insertelement <2 x float> poison, float %872, i64 0, !dbg !40
  %902 = insertelement <2 x float> %901, float %874, i64 1, !dbg !40
  store <2 x float> %902, ptr addrspace(3) %900, align 8, !dbg !40
  %903 = xor i32 %882, 24, !dbg !40
  %904 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %903, !dbg !40
  %905 = insertelement <2 x float> poison, float %865, i64 0, !dbg !40
  %906 = insertelement <2 x float> %905, float %867, i64 1, !dbg !40
  store <2 x float> %906, ptr addrspace(3) %904, align 8, !dbg !40
  %907 = getelementptr inbounds nuw i8, ptr addrspace(3) %904, i32 1024, !dbg !40
  %908 = insertelement <2 x float> poison, float %873, i64 0, !dbg !40
  %909 = insertelement <2 x float> %908, float %875, i64 1, !dbg !40
  store <2 x float> %909, ptr addrspace(3) %907, align 8, !dbg !40
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !40
  %910 = shl nuw nsw i32 %11, 6, !dbg !40
  %911 = and i32 %910, 7168, !dbg !40
  %912 = and i32 %275, 96, !dbg !40
  %913 = lshr exact i32 %12, 2, !dbg !40
  %914 = shl nuw nsw i32 %11, 3, !dbg !40
  %915 = and i32 %914, 8, !dbg !40
  %916 = shl nuw nsw i32 %11, 1, !dbg !40
  %917 = and i32 %916, 16, !dbg !40
  %918 = or disjoint i32 %911, %912, !dbg !40
  %919 = xor i32 %913, %915, !dbg !40
  %920 = or disjoint i32 %918, %919, !dbg !40
  %921 = xor i32 %920, %917, !dbg !40
  %922 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %921, !dbg !40
  %923 = load <2 x i32>, ptr addrspace(3) %922, align 8, !dbg !40
  %924 = getelementptr inbounds nuw i8, ptr addrspace(3) %922, i32 128, !dbg !40
  %925 = load <2 x i32>, ptr addrspace(3) %924, align 8, !dbg !40
  %926 = getelementptr inbounds nuw i8, ptr addrspace(3) %922, i32 256, !dbg !40
  %927 = load <2 x i32>, ptr addrspace(3) %926, align 8, !dbg !40
  %928 = getelementptr inbounds nuw i8, ptr addrspace(3) %922, i32 384, !dbg !40
  %929 = load <2 x i32>, ptr addrspace(3) %928, align 8, !dbg !40
  %930 = getelementptr inbounds nuw i8, ptr addrspace(3) %922, i32 512, !dbg !40
  %931 = load <2 x i32>, ptr addrspace(3) %930, align 8, !dbg !40
  %932 = getelementptr inbounds nuw i8, ptr addrspace(3) %922, i32 640, !dbg !40
  %933 = load <2 x i32>, ptr addrspace(3) %932, align 8, !dbg !40
  %934 = getelementptr inbounds nuw i8, ptr addrspace(3) %922, i32 768, !dbg !40
  %935 = load <2 x i32>, ptr addrspace(3) %934, align 8, !dbg !40
  %936 = getelementptr inbounds nuw i8, ptr addrspace(3) %922, i32 896, !dbg !40
  %937 = load <2 x i32>, ptr addrspace(3) %936, align 8, !dbg !40
  %.extract = extractelement <2 x i32> %923, i64 0, !dbg !40
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract, ptr addrspace(1) %844, i1 %780) #2, !dbg !40
  %.extract17 = extractelement <2 x i32> %925, i64 0, !dbg !40
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract17, ptr addrspace(1) %845, i1 %781) #2, !dbg !40
  %.extract18 = extractelement <2 x i32> %923, i64 1, !dbg !40
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract18, ptr addrspace(1) %846, i1 %782) #2, !dbg !40
  %.extract19 = extractelement <2 x i32> %925, i64 1, !dbg !40
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract19, ptr addrspace(1) %847, i1 %783) #2, !dbg !40
  %.extract20 = extractelement <2 x i32> %927, i64 0, !dbg !40
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract20, ptr addrspace(1) %848, i1 %784) #2, !dbg !40
  %.extract21 = extractelement <2 x i32> %929, i64 0, !dbg !40
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract21, ptr addrspace(1) %849, i1 %785) #2, !dbg !40
  %.extract22 = extractelement <2 x i32> %927, i64 1, !dbg !40
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract22, ptr addrspace(1) %850, i1 %786) #2, !dbg !40
  %.extract23 = extractelement <2 x i32> %929, i64 1, !dbg !40
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract23, ptr addrspace(1) %851, i1 %787) #2, !dbg !40
  %.extract24 = extractelement <2 x i32> %931, i64 0, !dbg !40
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract24, ptr addrspace(1) %852, i1 %788) #2, !dbg !40
  %.extract25 = extractelement <2 x i32> %933, i64 0, !dbg !40
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract25, ptr addrspace(1) %853, i1 %789) #2, !dbg !40
  %.extract26 = extractelement <2 x i32> %931, i64 1, !dbg !40
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract26, ptr addrspace(1) %854, i1 %790) #2, !dbg !40
  %.extract27 = extractelement <2 x i32> %933, i64 1, !dbg !40
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract27, ptr addrspace(1) %855, i1 %791) #2, !dbg !40
  %.extract28 = extractelement <2 x i32> %935, i64 0, !dbg !40
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract28, ptr addrspace(1) %856, i1 %792) #2, !dbg !40
  %.extract29 = extractelement <2 x i32> %937, i64 0, !dbg !40
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract29, ptr addrspace(1) %857, i1 %793) #2, !dbg !40
  %.extract30 = extractelement <2 x i32> %935, i64 1, !dbg !40
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract30, ptr addrspace(1) %858, i1 %794) #2, !dbg !40
  %.extract31 = extractelement <2 x i32> %937, i64 1, !dbg !40
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract31, ptr addrspace(1) %859, i1 %795) #2, !dbg !40
  ret void, !dbg !41
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.commit.group() #2

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.proxy.async.shared_cta() #4

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.fence.sync.aligned() #5

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned() #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.or.v4i32(<4 x i32>) #6

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nounwind }
attributes #5 = { convergent nounwind }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 266, column: 10, scope: !4)
!13 = !DILocation(line: 266, column: 34, scope: !4)
!14 = !DILocation(line: 267, column: 10, scope: !4)
!15 = !DILocation(line: 267, column: 34, scope: !4)
!16 = !DILocation(line: 43, column: 13, scope: !17, inlinedAt: !19)
!17 = distinct !DILexicalBlockFile(scope: !4, file: !18, discriminator: 0)
!18 = !DIFile(filename: "standard.py", directory: ".")
!19 = !DILocation(line: 270, column: 23, scope: !20)
!20 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!21 = !DILocation(line: 272, column: 63, scope: !4)
!22 = !DILocation(line: 272, column: 26, scope: !4)
!23 = !DILocation(line: 272, column: 22, scope: !4)
!24 = !DILocation(line: 273, column: 83, scope: !4)
!25 = !DILocation(line: 270, column: 5, scope: !4)
!26 = !DILocation(line: 272, column: 83, scope: !4)
!27 = !DILocation(line: 272, column: 62, scope: !4)
!28 = !DILocation(line: 272, column: 14, scope: !4)
!29 = !DILocation(line: 273, column: 63, scope: !4)
!30 = !DILocation(line: 273, column: 62, scope: !4)
!31 = !DILocation(line: 273, column: 26, scope: !4)
!32 = !DILocation(line: 273, column: 22, scope: !4)
!33 = !DILocation(line: 273, column: 14, scope: !4)
!34 = !DILocation(line: 271, column: 14, scope: !4)
!35 = !DILocation(line: 43, column: 12, scope: !17, inlinedAt: !19)
!36 = !DILocation(line: 274, column: 15, scope: !4)
!37 = !DILocation(line: 275, column: 82, scope: !4)
!38 = !DILocation(line: 275, column: 18, scope: !4)
!39 = !DILocation(line: 275, column: 14, scope: !4)
!40 = !DILocation(line: 275, column: 5, scope: !4)
!41 = !DILocation(line: 262, column: 1, scope: !4)
