; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @matmul_k(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11, ptr addrspace(1) nofree readnone captures(none) %12, ptr addrspace(1) nofree readnone captures(none) %13) local_unnamed_addr #0 !dbg !4 {
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %16 = shl i32 %15, 5, !dbg !12
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %18 = lshr i32 %17, 5, !dbg !13
  %19 = and i32 %18, 3, !dbg !13
  %20 = or disjoint i32 %19, 4, !dbg !13
  %21 = or disjoint i32 %19, 8, !dbg !13
  %22 = or disjoint i32 %19, 12, !dbg !13
  %23 = or disjoint i32 %19, 16, !dbg !13
  %24 = or disjoint i32 %19, 20, !dbg !13
  %25 = or disjoint i32 %19, 24, !dbg !13
  %26 = or i32 %18, 28, !dbg !13
  %27 = and i32 %17, 31, !dbg !13
  %28 = or disjoint i32 %19, %16, !dbg !12
  %29 = or disjoint i32 %20, %16, !dbg !12
  %30 = or disjoint i32 %21, %16, !dbg !12
  %31 = or disjoint i32 %22, %16, !dbg !12
  %32 = or disjoint i32 %23, %16, !dbg !12
  %33 = or disjoint i32 %24, %16, !dbg !12
  %34 = or disjoint i32 %25, %16, !dbg !12
  %35 = or disjoint i32 %26, %16, !dbg !12
  %36 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !14
  %37 = shl nuw nsw i32 %36, 5, !dbg !14
  %38 = or disjoint i32 %37, %27, !dbg !14
  %39 = add i32 %5, 31, !dbg !15
  %40 = icmp slt i32 %28, %3, !dbg !20
  %41 = icmp slt i32 %29, %3, !dbg !20
  %42 = icmp slt i32 %30, %3, !dbg !20
  %43 = icmp slt i32 %31, %3, !dbg !20
  %44 = icmp slt i32 %32, %3, !dbg !20
  %45 = icmp slt i32 %33, %3, !dbg !20
  %46 = icmp slt i32 %34, %3, !dbg !20
  %47 = icmp slt i32 %35, %3, !dbg !20
  %48 = mul i32 %6, %28, !dbg !21
  %49 = mul i32 %6, %29, !dbg !21
  %50 = mul i32 %6, %30, !dbg !21
  %51 = mul i32 %6, %31, !dbg !21
  %52 = mul i32 %6, %32, !dbg !21
  %53 = mul i32 %6, %33, !dbg !21
  %54 = mul i32 %6, %34, !dbg !21
  %55 = mul i32 %6, %35, !dbg !21
  %56 = sext i32 %48 to i64, !dbg !22
  %57 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %56, !dbg !22
  %58 = sext i32 %49 to i64, !dbg !22
  %59 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %58, !dbg !22
  %60 = sext i32 %50 to i64, !dbg !22
  %61 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %60, !dbg !22
  %62 = sext i32 %51 to i64, !dbg !22
  %63 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %62, !dbg !22
  %64 = sext i32 %52 to i64, !dbg !22
  %65 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %64, !dbg !22
  %66 = sext i32 %53 to i64, !dbg !22
  %67 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %66, !dbg !22
  %68 = sext i32 %54 to i64, !dbg !22
  %69 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %68, !dbg !22
  %70 = sext i32 %55 to i64, !dbg !22
  %71 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %70, !dbg !22
  %72 = icmp slt i32 %38, %4, !dbg !23
  %73 = icmp sgt i32 %39, 31, !dbg !24
  br i1 %73, label %.lr.ph, label %.._crit_edge_crit_edge, !dbg !24

.._crit_edge_crit_edge:                           ; preds = %14
  %.pre = shl nuw nsw i32 %17, 3, !dbg !25
  %.pre30 = shl nuw nsw i32 %17, 1, !dbg !25
  %.pre32 = and i32 %17, 64, !dbg !25
  br label %._crit_edge, !dbg !24

.lr.ph:                                           ; preds = %14
  %74 = lshr i32 %39, 5, !dbg !26
  %75 = mul i32 %9, %38, !dbg !27
  %76 = shl nuw nsw i32 %17, 1
  %77 = and i32 %76, 126
  %78 = and i32 %17, 64
  %79 = icmp eq i32 %78, 0
  %80 = select i1 %79, i32 0, i32 144
  %81 = xor i32 %80, %77
  %82 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %81
  %83 = or disjoint i32 %81, 512
  %84 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %83
  %85 = or disjoint i32 %81, 1024
  %86 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %85
  %87 = or disjoint i32 %81, 1536
  %88 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %87
  %89 = xor i32 %81, 288
  %90 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %89
  %91 = or disjoint i32 %89, 512
  %92 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %91
  %93 = or disjoint i32 %89, 1024
  %94 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %93
  %95 = or disjoint i32 %89, 1536
  %96 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %95
  %97 = sext i32 %75 to i64
  %invariant.gep = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %97, !dbg !24
  %98 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %81
  %99 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %83
  %100 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %85
  %101 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %87
  %102 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %89
  %103 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %91
  %104 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %93
  %105 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %95
  %106 = shl nuw nsw i32 %17, 6
  %107 = and i32 %106, 960
  %108 = shl nuw nsw i32 %17, 3
  %109 = and i32 %108, 48
  %110 = and i32 %17, 16
  %111 = shl nuw nsw i32 %78, 4
  %112 = or disjoint i32 %107, %111
  %113 = xor i32 %109, %110
  %114 = or disjoint i32 %112, %113
  %115 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %114
  %116 = xor i32 %114, 32
  %117 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %116
  %118 = shl nuw nsw i32 %27, 6
  %119 = lshr i32 %17, 1
  %120 = and i32 %119, 16
  %121 = xor i32 %109, %120
  %122 = or disjoint i32 %121, %118
  %123 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %122
  %124 = xor i32 %122, 32
  %125 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %124
  %126 = zext nneg i32 %19 to i64, !dbg !24
  %127 = zext nneg i32 %5 to i64, !dbg !24
  %128 = zext nneg i32 %20 to i64, !dbg !24
  %129 = zext nneg i32 %21 to i64, !dbg !24
  %130 = zext nneg i32 %22 to i64, !dbg !24
  %131 = zext nneg i32 %23 to i64, !dbg !24
  %132 = zext nneg i32 %24 to i64, !dbg !24
  %133 = zext nneg i32 %25 to i64, !dbg !24
  %134 = zext nneg i32 %26 to i64, !dbg !24
  %135 = zext nneg i32 %27 to i64, !dbg !24
  %wide.trip.count = zext nneg i32 %74 to i64, !dbg !24
  br label %136, !dbg !24

136:                                              ; preds = %.lr.ph, %136
  %indvars.iv = phi i64 [ 0, %.lr.ph ], [ %indvars.iv.next, %136 ]
  %137 = phi float [ 0.000000e+00, %.lr.ph ], [ %278, %136 ]
  %138 = phi float [ 0.000000e+00, %.lr.ph ], [ %279, %136 ]
  %139 = phi float [ 0.000000e+00, %.lr.ph ], [ %280, %136 ]
  %140 = phi float [ 0.000000e+00, %.lr.ph ], [ %281, %136 ]
  %141 = phi float [ 0.000000e+00, %.lr.ph ], [ %283, %136 ]
  %142 = phi float [ 0.000000e+00, %.lr.ph ], [ %284, %136 ]
  %143 = phi float [ 0.000000e+00, %.lr.ph ], [ %285, %136 ]
  %144 = phi float [ 0.000000e+00, %.lr.ph ], [ %286, %136 ]
  %145 = shl nuw nsw i64 %indvars.iv, 5, !dbg !28
  %146 = or disjoint i64 %145, %126, !dbg !28
  %147 = or disjoint i64 %145, %128, !dbg !28
  %148 = or disjoint i64 %145, %129, !dbg !28
  %149 = or disjoint i64 %145, %130, !dbg !28
  %150 = or disjoint i64 %145, %131, !dbg !28
  %151 = or disjoint i64 %145, %132, !dbg !28
  %152 = or disjoint i64 %145, %133, !dbg !28
  %153 = or disjoint i64 %145, %134, !dbg !28
  %154 = or disjoint i64 %145, %135, !dbg !28
  %155 = icmp samesign ult i64 %154, %127, !dbg !29
  %156 = and i1 %40, %155, !dbg !30
  %157 = and i1 %41, %155, !dbg !30
  %158 = and i1 %42, %155, !dbg !30
  %159 = and i1 %43, %155, !dbg !30
  %160 = and i1 %44, %155, !dbg !30
  %161 = and i1 %45, %155, !dbg !30
  %162 = and i1 %46, %155, !dbg !30
  %163 = and i1 %47, %155, !dbg !30
  %164 = trunc nuw nsw i64 %154 to i32, !dbg !31
  %165 = mul i32 %7, %164, !dbg !31
  %166 = sext i32 %165 to i64, !dbg !22
  %167 = getelementptr [2 x i8], ptr addrspace(1) %57, i64 %166, !dbg !22
  %168 = getelementptr [2 x i8], ptr addrspace(1) %59, i64 %166, !dbg !22
  %169 = getelementptr [2 x i8], ptr addrspace(1) %61, i64 %166, !dbg !22
  %170 = getelementptr [2 x i8], ptr addrspace(1) %63, i64 %166, !dbg !22
  %171 = getelementptr [2 x i8], ptr addrspace(1) %65, i64 %166, !dbg !22
  %172 = getelementptr [2 x i8], ptr addrspace(1) %67, i64 %166, !dbg !22
  %173 = getelementptr [2 x i8], ptr addrspace(1) %69, i64 %166, !dbg !22
  %174 = getelementptr [2 x i8], ptr addrspace(1) %71, i64 %166, !dbg !22
  %175 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %167, i1 %156) #5, !dbg !32
  %176 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %168, i1 %157) #5, !dbg !32
  %177 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %169, i1 %158) #5, !dbg !32
  %178 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %170, i1 %159) #5, !dbg !32
  %179 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %171, i1 %160) #5, !dbg !32
  %180 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %172, i1 %161) #5, !dbg !32
  %181 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %173, i1 %162) #5, !dbg !32
  %182 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %174, i1 %163) #5, !dbg !32
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !32
  %183 = insertelement <1 x i16> poison, i16 %175, i64 0, !dbg !32
  store <1 x i16> %183, ptr addrspace(3) %82, align 2, !dbg !32
  %184 = insertelement <1 x i16> poison, i16 %177, i64 0, !dbg !32
  store <1 x i16> %184, ptr addrspace(3) %84, align 2, !dbg !32
  %185 = insertelement <1 x i16> poison, i16 %179, i64 0, !dbg !32
  store <1 x i16> %185, ptr addrspace(3) %86, align 2, !dbg !32
  %186 = insertelement <1 x i16> poison, i16 %181, i64 0, !dbg !32
  store <1 x i16> %186, ptr addrspace(3) %88, align 2, !dbg !32
  %187 = insertelement <1 x i16> poison, i16 %176, i64 0, !dbg !32
  store <1 x i16> %187, ptr addrspace(3) %90, align 2, !dbg !32
  %188 = insertelement <1 x i16> poison, i16 %178, i64 0, !dbg !32
  store <1 x i16> %188, ptr addrspace(3) %92, align 2, !dbg !32
  %189 = insertelement <1 x i16> poison, i16 %180, i64 0, !dbg !32
  store <1 x i16> %189, ptr addrspace(3) %94, align 2, !dbg !32
  %190 = insertelement <1 x i16> poison, i16 %182, i64 0, !dbg !32
  store <1 x i16> %190, ptr addrspace(3) %96, align 2, !dbg !32
  %191 = icmp samesign ult i64 %146, %127, !dbg !33
  %192 = icmp samesign ult i64 %147, %127, !dbg !33
  %193 = icmp samesign ult i64 %148, %127, !dbg !33
  %194 = icmp samesign ult i64 %149, %127, !dbg !33
  %195 = icmp samesign ult i64 %150, %127, !dbg !33
  %196 = icmp samesign ult i64 %151, %127, !dbg !33
  %197 = icmp samesign ult i64 %152, %127, !dbg !33
  %198 = icmp samesign ult i64 %153, %127, !dbg !33
  %199 = and i1 %72, %191, !dbg !34
  %200 = and i1 %72, %192, !dbg !34
  %201 = and i1 %72, %193, !dbg !34
  %202 = and i1 %72, %194, !dbg !34
  %203 = and i1 %72, %195, !dbg !34
  %204 = and i1 %72, %196, !dbg !34
  %205 = and i1 %72, %197, !dbg !34
  %206 = and i1 %72, %198, !dbg !34
  %207 = trunc nuw nsw i64 %146 to i32, !dbg !35
  %208 = mul i32 %8, %207, !dbg !35
  %209 = trunc nuw nsw i64 %147 to i32, !dbg !35
  %210 = mul i32 %8, %209, !dbg !35
  %211 = trunc nuw nsw i64 %148 to i32, !dbg !35
  %212 = mul i32 %8, %211, !dbg !35
  %213 = trunc nuw nsw i64 %149 to i32, !dbg !35
  %214 = mul i32 %8, %213, !dbg !35
  %215 = trunc nuw nsw i64 %150 to i32, !dbg !35
  %216 = mul i32 %8, %215, !dbg !35
  %217 = trunc nuw nsw i64 %151 to i32, !dbg !35
  %218 = mul i32 %8, %217, !dbg !35
  %219 = trunc nuw nsw i64 %152 to i32, !dbg !35
  %220 = mul i32 %8, %219, !dbg !35
  %221 = trunc nuw nsw i64 %153 to i32, !dbg !35
  %222 = mul i32 %8, %221, !dbg !35
  %223 = sext i32 %208 to i64, !dbg !36
  %224 = sext i32 %210 to i64, !dbg !36
  %225 = sext i32 %212 to i64, !dbg !36
  %226 = sext i32 %214 to i64, !dbg !36
  %227 = sext i32 %216 to i64, !dbg !36
  %228 = sext i32 %218 to i64, !dbg !36
  %229 = sext i32 %220 to i64, !dbg !36
  %230 = sext i32 %222 to i64, !dbg !36
  %gep = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %223, !dbg !36
  %gep16 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %224, !dbg !36
  %gep18 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %225, !dbg !36
  %gep20 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %226, !dbg !36
  %gep22 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %227, !dbg !36
  %gep24 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %228, !dbg !36
  %gep26 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %229, !dbg !36
  %gep28 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %230, !dbg !36
  %231 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep, i1 %199) #5, !dbg !37
  %232 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep16, i1 %200) #5, !dbg !37
  %233 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep18, i1 %201) #5, !dbg !37
  %234 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep20, i1 %202) #5, !dbg !37
  %235 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep22, i1 %203) #5, !dbg !37
  %236 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep24, i1 %204) #5, !dbg !37
  %237 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep26, i1 %205) #5, !dbg !37
  %238 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep28, i1 %206) #5, !dbg !37
  %239 = insertelement <1 x i16> poison, i16 %231, i64 0, !dbg !37
  store <1 x i16> %239, ptr addrspace(3) %98, align 2, !dbg !37
  %240 = insertelement <1 x i16> poison, i16 %233, i64 0, !dbg !37
  store <1 x i16> %240, ptr addrspace(3) %99, align 2, !dbg !37
  %241 = insertelement <1 x i16> poison, i16 %235, i64 0, !dbg !37
  store <1 x i16> %241, ptr addrspace(3) %100, align 2, !dbg !37
  %242 = insertelement <1 x i16> poison, i16 %237, i64 0, !dbg !37
  store <1 x i16> %242, ptr addrspace(3) %101, align 2, !dbg !37
  %243 = insertelement <1 x i16> poison, i16 %232, i64 0, !dbg !37
  store <1 x i16> %243, ptr addrspace(3) %102, align 2, !dbg !37
  %244 = insertelement <1 x i16> poison, i16 %234, i64 0, !dbg !37
  store <1 x i16> %244, ptr addrspace(3) %103, align 2, !dbg !37
  %245 = insertelement <1 x i16> poison, i16 %236, i64 0, !dbg !37
  store <1 x i16> %245, ptr addrspace(3) %104, align 2, !dbg !37
  %246 = insertelement <1 x i16> poison, i16 %238, i64 0, !dbg !37
  store <1 x i16> %246, ptr addrspace(3) %105, align 2, !dbg !37
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !32
  %247 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %115), !dbg !32
  %248 = extractvalue { i32, i32, i32, i32 } %247, 0, !dbg !32
  %249 = extractvalue { i32, i32, i32, i32 } %247, 1, !dbg !32
  %250 = extractvalue { i32, i32, i32, i32 } %247, 2, !dbg !32
  %251 = extractvalue { i32, i32, i32, i32 } %247, 3, !dbg !32
  %252 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %117), !dbg !32
  %253 = extractvalue { i32, i32, i32, i32 } %252, 0, !dbg !32
  %254 = extractvalue { i32, i32, i32, i32 } %252, 1, !dbg !32
  %255 = extractvalue { i32, i32, i32, i32 } %252, 2, !dbg !32
  %256 = extractvalue { i32, i32, i32, i32 } %252, 3, !dbg !32
  %257 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %123), !dbg !37
  %258 = extractvalue { i32, i32, i32, i32 } %257, 0, !dbg !37
  %259 = extractvalue { i32, i32, i32, i32 } %257, 1, !dbg !37
  %260 = extractvalue { i32, i32, i32, i32 } %257, 2, !dbg !37
  %261 = extractvalue { i32, i32, i32, i32 } %257, 3, !dbg !37
  %262 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %125), !dbg !37
  %263 = extractvalue { i32, i32, i32, i32 } %262, 0, !dbg !37
  %264 = extractvalue { i32, i32, i32, i32 } %262, 1, !dbg !37
  %265 = extractvalue { i32, i32, i32, i32 } %262, 2, !dbg !37
  %266 = extractvalue { i32, i32, i32, i32 } %262, 3, !dbg !37
  %267 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %137, float %138, float %139, float %140, i32 %248, i32 %249, i32 %250, i32 %251, i32 %258, i32 %259) #5, !dbg !38
  %268 = extractvalue { float, float, float, float } %267, 0, !dbg !38
  %269 = extractvalue { float, float, float, float } %267, 1, !dbg !38
  %270 = extractvalue { float, float, float, float } %267, 2, !dbg !38
  %271 = extractvalue { float, float, float, float } %267, 3, !dbg !38
  %272 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %141, float %142, float %143, float %144, i32 %248, i32 %249, i32 %250, i32 %251, i32 %263, i32 %264) #5, !dbg !38
  %273 = extractvalue { float, float, float, float } %272, 0, !dbg !38
  %274 = extractvalue { float, float, float, float } %272, 1, !dbg !38
  %275 = extractvalue { float, float, float, float } %272, 2, !dbg !38
  %276 = extractvalue { float, float, float, float } %272, 3, !dbg !38
  %277 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %268, float %269, float %270, float %271, i32 %253, i32 %254, i32 %255, i32 %256, i32 %260, i32 %261) #5, !dbg !38
  %278 = extractvalue { float, float, float, float } %277, 0, !dbg !38
  %279 = extractvalue { float, float, float, float } %277, 1, !dbg !38
  %280 = extractvalue { float, float, float, float } %277, 2, !dbg !38
  %281 = extractvalue { float, float, float, float } %277, 3, !dbg !38
  %282 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %273, float %274, float %275, float %276, i32 %253, i32 %254, i32 %255, i32 %256, i32 %265, i32 %266) #5, !dbg !38
  %283 = extractvalue { float, float, float, float } %282, 0, !dbg !38
  %284 = extractvalue { float, float, float, float } %282, 1, !dbg !38
  %285 = extractvalue { float, float, float, float } %282, 2, !dbg !38
  %286 = extractvalue { float, float, float, float } %282, 3, !dbg !38
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !24
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !24
  br i1 %exitcond.not, label %._crit_edge, label %136, !dbg !24

._crit_edge:                                      ; preds = %136, %.._crit_edge_crit_edge
  %.pre-phi33 = phi i32 [ %.pre32, %.._crit_edge_crit_edge ], [ %78, %136 ], !dbg !25
  %.pre-phi31 = phi i32 [ %.pre30, %.._crit_edge_crit_edge ], [ %76, %136 ], !dbg !25
  %.pre-phi = phi i32 [ %.pre, %.._crit_edge_crit_edge ], [ %108, %136 ], !dbg !25
  %287 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %278, %136 ], !dbg !39
  %288 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %279, %136 ], !dbg !39
  %289 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %280, %136 ], !dbg !39
  %290 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %281, %136 ], !dbg !39
  %291 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %283, %136 ], !dbg !39
  %292 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %284, %136 ], !dbg !39
  %293 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %285, %136 ], !dbg !39
  %294 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %286, %136 ], !dbg !39
  %295 = and i1 %40, %72, !dbg !40
  %296 = and i1 %41, %72, !dbg !40
  %297 = and i1 %42, %72, !dbg !40
  %298 = and i1 %43, %72, !dbg !40
  %299 = and i1 %44, %72, !dbg !40
  %300 = and i1 %45, %72, !dbg !40
  %301 = and i1 %46, %72, !dbg !40
  %302 = and i1 %47, %72, !dbg !40
  %303 = mul i32 %10, %28, !dbg !41
  %304 = mul i32 %10, %29, !dbg !41
  %305 = mul i32 %10, %30, !dbg !41
  %306 = mul i32 %10, %31, !dbg !41
  %307 = mul i32 %10, %32, !dbg !41
  %308 = mul i32 %10, %33, !dbg !41
  %309 = mul i32 %10, %34, !dbg !41
  %310 = mul i32 %10, %35, !dbg !41
  %311 = sext i32 %303 to i64, !dbg !42
  %312 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %311, !dbg !42
  %313 = sext i32 %304 to i64, !dbg !42
  %314 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %313, !dbg !42
  %315 = sext i32 %305 to i64, !dbg !42
  %316 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %315, !dbg !42
  %317 = sext i32 %306 to i64, !dbg !42
  %318 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %317, !dbg !42
  %319 = sext i32 %307 to i64, !dbg !42
  %320 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %319, !dbg !42
  %321 = sext i32 %308 to i64, !dbg !42
  %322 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %321, !dbg !42
  %323 = sext i32 %309 to i64, !dbg !42
  %324 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %323, !dbg !42
  %325 = sext i32 %310 to i64, !dbg !42
  %326 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %325, !dbg !42
  %327 = mul i32 %11, %38, !dbg !43
  %328 = sext i32 %327 to i64, !dbg !42
  %329 = getelementptr [4 x i8], ptr addrspace(1) %312, i64 %328, !dbg !42
  %330 = getelementptr [4 x i8], ptr addrspace(1) %314, i64 %328, !dbg !42
  %331 = getelementptr [4 x i8], ptr addrspace(1) %316, i64 %328, !dbg !42
  %332 = getelementptr [4 x i8], ptr addrspace(1) %318, i64 %328, !dbg !42
  %333 = getelementptr [4 x i8], ptr addrspace(1) %320, i64 %328, !dbg !42
  %334 = getelementptr [4 x i8], ptr addrspace(1) %322, i64 %328, !dbg !42
  %335 = getelementptr [4 x i8], ptr addrspace(1) %324, i64 %328, !dbg !42
  %336 = getelementptr [4 x i8], ptr addrspace(1) %326, i64 %328, !dbg !42
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !25
  %337 = and i32 %.pre-phi, 192, !dbg !25
  %338 = and i32 %.pre-phi31, 72, !dbg !25
  %339 = xor i32 %337, %338, !dbg !25
  %340 = insertelement <4 x i32> poison, i32 %17, i64 0, !dbg !25
  %341 = insertelement <4 x i32> %340, i32 %.pre-phi33, i64 2, !dbg !25
  %342 = insertelement <4 x i32> %341, i32 %339, i64 3, !dbg !25
  %343 = shufflevector <4 x i32> %342, <4 x i32> poison, <4 x i32> <i32 0, i32 0, i32 2, i32 3>, !dbg !25
  %344 = shl nuw nsw <4 x i32> %343, <i32 8, i32 4, i32 2, i32 0>, !dbg !25
  %345 = and <4 x i32> %344, <i32 3072, i32 48, i32 -1, i32 -1>, !dbg !25
  %346 = tail call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %345), !dbg !25
  %347 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %346, !dbg !25
  %348 = insertelement <2 x float> poison, float %287, i64 0, !dbg !25
  %349 = insertelement <2 x float> %348, float %289, i64 1, !dbg !25
  store <2 x float> %349, ptr addrspace(3) %347, align 8, !dbg !25
  %350 = getelementptr inbounds nuw i8, ptr addrspace(3) %347, i32 512, !dbg !25
  %351 = insertelement <2 x float> poison, float %291, i64 0, !dbg !25
  %352 = insertelement <2 x float> %351, float %293, i64 1, !dbg !25
  store <2 x float> %352, ptr addrspace(3) %350, align 8, !dbg !25
  %353 = xor i32 %346, 8, !dbg !25
  %354 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %353, !dbg !25
  %355 = insertelement <2 x float> poison, float %288, i64 0, !dbg !25
  %356 = insertelement <2 x float> %355, float %290, i64 1, !dbg !25
  store <2 x float> %356, ptr addrspace(3) %354, align 8, !dbg !25
  %357 = getelementptr inbounds nuw i8, ptr addrspace(3) %354, i32 512, !dbg !25
  %358 = insertelement <2 x float> poison, float %292, i64 0, !dbg !25
  %359 = insertelement <2 x float> %358, float %294, i64 1, !dbg !25
  store <2 x float> %359, ptr addrspace(3) %357, align 8, !dbg !25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !25
  %360 = and i32 %.pre-phi, 120, !dbg !25
  %361 = shl nuw nsw i32 %17, 5, !dbg !25
  %362 = and i32 %361, 512, !dbg !25
  %363 = and i32 %17, 32, !dbg !25
  %364 = icmp eq i32 %363, 0, !dbg !25
  %365 = select i1 %364, i32 0, i32 1032, !dbg !25
  %366 = icmp eq i32 %.pre-phi33, 0, !dbg !25
  %367 = select i1 %366, i32 0, i32 2112, !dbg !25
  %368 = xor i32 %365, %360, !dbg !25
  %369 = xor i32 %368, %367, !dbg !25
  %370 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %362, !dbg !25
  %371 = getelementptr inbounds nuw i8, ptr addrspace(3) %370, i32 %369, !dbg !25
  %372 = load <2 x i32>, ptr addrspace(3) %371, align 8, !dbg !25
  %373 = getelementptr inbounds nuw i8, ptr addrspace(3) %371, i32 128, !dbg !25
  %374 = load <2 x i32>, ptr addrspace(3) %373, align 8, !dbg !25
  %375 = getelementptr inbounds nuw i8, ptr addrspace(3) %371, i32 256, !dbg !25
  %376 = load <2 x i32>, ptr addrspace(3) %375, align 8, !dbg !25
  %377 = getelementptr inbounds nuw i8, ptr addrspace(3) %371, i32 384, !dbg !25
  %378 = load <2 x i32>, ptr addrspace(3) %377, align 8, !dbg !25
  %.extract = extractelement <2 x i32> %372, i64 0, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract, ptr addrspace(1) %329, i1 %295) #5, !dbg !25
  %.extract8 = extractelement <2 x i32> %374, i64 0, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract8, ptr addrspace(1) %330, i1 %296) #5, !dbg !25
  %.extract9 = extractelement <2 x i32> %372, i64 1, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract9, ptr addrspace(1) %331, i1 %297) #5, !dbg !25
  %.extract10 = extractelement <2 x i32> %374, i64 1, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract10, ptr addrspace(1) %332, i1 %298) #5, !dbg !25
  %.extract11 = extractelement <2 x i32> %376, i64 0, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract11, ptr addrspace(1) %333, i1 %299) #5, !dbg !25
  %.extract12 = extractelement <2 x i32> %378, i64 0, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract12, ptr addrspace(1) %334, i1 %300) #5, !dbg !25
  %.extract13 = extractelement <2 x i32> %376, i64 1, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract13, ptr addrspace(1) %335, i1 %301) #5, !dbg !25
  %.extract14 = extractelement <2 x i32> %378, i64 1, !dbg !25
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract14, ptr addrspace(1) %336, i1 %302) #5, !dbg !25
  ret void, !dbg !44
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #3

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) readonly captures(none)) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.or.v4i32(<4 x i32>) #4

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "matmul_k", linkageName: "matmul_k", scope: !1, file: !1, line: 180, type: !5, scopeLine: 180, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !11, !11, !11, !11, !11, !11, !11, !11, !11, !7, !7}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DILocation(line: 183, column: 10, scope: !4)
!13 = !DILocation(line: 183, column: 34, scope: !4)
!14 = !DILocation(line: 184, column: 10, scope: !4)
!15 = !DILocation(line: 43, column: 13, scope: !16, inlinedAt: !18)
!16 = distinct !DILexicalBlockFile(scope: !4, file: !17, discriminator: 0)
!17 = !DIFile(filename: "standard.py", directory: ".")
!18 = !DILocation(line: 187, column: 23, scope: !19)
!19 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!20 = !DILocation(line: 189, column: 71, scope: !4)
!21 = !DILocation(line: 189, column: 26, scope: !4)
!22 = !DILocation(line: 189, column: 22, scope: !4)
!23 = !DILocation(line: 190, column: 91, scope: !4)
!24 = !DILocation(line: 187, column: 5, scope: !4)
!25 = !DILocation(line: 192, column: 5, scope: !4)
!26 = !DILocation(line: 43, column: 12, scope: !16, inlinedAt: !18)
!27 = !DILocation(line: 190, column: 46, scope: !4)
!28 = !DILocation(line: 188, column: 14, scope: !4)
!29 = !DILocation(line: 189, column: 91, scope: !4)
!30 = !DILocation(line: 189, column: 70, scope: !4)
!31 = !DILocation(line: 189, column: 46, scope: !4)
!32 = !DILocation(line: 189, column: 14, scope: !4)
!33 = !DILocation(line: 190, column: 71, scope: !4)
!34 = !DILocation(line: 190, column: 70, scope: !4)
!35 = !DILocation(line: 190, column: 26, scope: !4)
!36 = !DILocation(line: 190, column: 22, scope: !4)
!37 = !DILocation(line: 190, column: 14, scope: !4)
!38 = !DILocation(line: 191, column: 16, scope: !4)
!39 = !DILocation(line: 186, column: 11, scope: !4)
!40 = !DILocation(line: 192, column: 90, scope: !4)
!41 = !DILocation(line: 192, column: 18, scope: !4)
!42 = !DILocation(line: 192, column: 14, scope: !4)
!43 = !DILocation(line: 192, column: 38, scope: !4)
!44 = !DILocation(line: 180, column: 1, scope: !4)
